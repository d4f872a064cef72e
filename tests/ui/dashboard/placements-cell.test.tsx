import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  NO_PLACEMENT_NEWS_TEXT,
  PlacementsCell,
  placementSummary,
} from '../../../src/features/dashboard/placements-cell';

const mix = { playlist_id: 'mix1', playlist_name: 'Morning Mix', track_name: 'Song' };
const farm = { playlist_id: 'farm1', playlist_name: 'Farm Hits', track_name: null };

describe('the placements cell', () => {
  it('counts adds, removals and botted places in one line', () => {
    expect(placementSummary({ added: [mix, farm], removed: [mix], botted: [farm] })).toBe(
      '2 added, 1 removed, 1 on a likely botted playlist',
    );
    expect(placementSummary({ added: [], removed: [], botted: [mix, farm] })).toBe(
      '2 on likely botted playlists',
    );
    expect(placementSummary({ added: [], removed: [], botted: [] })).toBe(NO_PLACEMENT_NEWS_TEXT);
  });

  it('names every playlist on hover and when opened, each linking to its page', () => {
    const { container } = render(
      <MemoryRouter>
        <PlacementsCell placements={{ added: [mix], removed: [], botted: [farm] }} />
      </MemoryRouter>,
    );
    const summary = container.querySelector('summary')!;
    expect(summary.textContent).toBe('1 added, 1 on a likely botted playlist');
    expect(summary.getAttribute('title')).toBe(
      'Added to Morning Mix (Song)\nOn Farm Hits, graded likely botted',
    );
    fireEvent.click(summary);
    expect(container.querySelector('details')!.open).toBe(true);
    expect(screen.getByRole('link', { name: 'Farm Hits' }).getAttribute('href')).toBe('/playlist/farm1');
    expect(container.querySelector('li')!.textContent).toBe('Added to Morning Mix (Song)');
  });

  it('says there is no news, or a dash when the server does not say', () => {
    const { container, rerender } = render(
      <PlacementsCell placements={{ added: [], removed: [], botted: [] }} />,
    );
    expect(container.textContent).toBe(NO_PLACEMENT_NEWS_TEXT);
    rerender(<PlacementsCell placements={null} />);
    expect(container.textContent).toBe('—');
  });
});
