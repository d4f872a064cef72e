import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ArtistPlaylistListening } from '@domain/listening';
import { PlaylistListeningTable } from '../../../src/features/listening/listening-charts';

const PERIODS = [
  { period_start: '2026-08-01', period_end: '2026-08-28', listeners: 310, streams: 720 },
  { period_start: '2026-08-29', period_end: '2026-09-25', listeners: 290, streams: 650 },
  { period_start: '2026-09-26', period_end: '2026-10-23', listeners: 12, streams: 20 },
];

function playlist(overrides: Partial<ArtistPlaylistListening>): ArtistPlaylistListening {
  return {
    title: 'Night Drive',
    author: 'Ana',
    playlist_key: 'Yxz4vVXKuq6oBCCwOpZBkZ',
    periods: PERIODS,
    followers: null,
    ...overrides,
  };
}

function renderTable(playlists: ArtistPlaylistListening[]) {
  return render(
    <MemoryRouter>
      <PlaylistListeningTable playlists={playlists} />
    </MemoryRouter>,
  );
}

describe("the artist page's playlists of the imported table", () => {
  it('draws a tracked playlist’s followers beside its streams and listeners, and lists them on the same periods', async () => {
    const at = (index: number, followers: number | null, checked_at: string | null) => ({
      period_start: PERIODS[index]!.period_start,
      period_end: PERIODS[index]!.period_end,
      followers,
      checked_at,
    });
    const followers = [
      at(0, null, null),
      at(1, 51_000, '2026-09-25T06:00:00.000Z'),
      at(2, 52_400, '2026-10-23T06:00:00.000Z'),
    ];
    renderTable([playlist({ followers })]);

    for (const name of [
      'Streams per period on Night Drive',
      'Listeners per period on Night Drive',
      "Followers at each period's end on Night Drive",
    ])
      expect(await screen.findByRole('group', { name, hidden: true })).toBeTruthy();
    const table = screen.getByRole('table', { hidden: true });
    const headers = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Period', 'Streams', 'Listeners', 'Followers']);
    expect(within(table).getByText(/with its followers at the end of each period/)).toBeTruthy();
    const lastCells = within(table)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    expect(lastCells).toEqual(['not read', '51,000', '52,400']);
    expect(screen.queryByText(/Not tracked/)).toBeNull();
  });

  it('says a matched playlist nobody tracks is not tracked, with the way to track it', () => {
    const { container } = renderTable([playlist({ followers: null })]);
    const note = screen.getByText(/Not tracked:/);
    expect(note.textContent).toBe('Not tracked: Track to see followers.');
    expect(within(note).getByRole('link', { name: 'Track', hidden: true }).getAttribute('href')).toBe(
      '/playlist/Yxz4vVXKuq6oBCCwOpZBkZ',
    );
    expect(container.querySelectorAll('th')).toHaveLength(3);
    expect(container.querySelector('.listening-charts-trio')).toBeNull();
  });

  it('says a playlist matched to none is not matched, and draws no followers', () => {
    const { container } = renderTable([playlist({ playlist_key: null, followers: null })]);
    expect(screen.getByText('Not matched to a playlist you track.')).toBeTruthy();
    expect(container.textContent).not.toContain('Not tracked');
    expect(container.querySelectorAll('th')).toHaveLength(3);
  });
});
