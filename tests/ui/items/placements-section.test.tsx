import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARTIST_IDS, PLAYLIST_IDS, TRACK_IDS } from '@adapters/fake/catalog-fixtures';
import { ArtistPage } from '../../../src/features/items/artist/artist-page';
import { TrackPage } from '../../../src/features/items/track/track-page';
import { renderAt } from './support/render-page';

async function placementsSection() {
  return (await screen.findByRole('heading', { name: 'Playlists' })).closest('section')!;
}

describe('Placements on artist and track pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the artist's tracked playlists with their grade, track, dates and status", async () => {
    renderAt('/artist/:id', `/artist/${ARTIST_IDS.aurora}`, <ArtistPage />);
    const section = await placementsSection();
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [current, removed] = items;
    expect(within(current!).getByRole('link', { name: 'Morning Focus' }).getAttribute('href')).toBe(
      `/playlist/${PLAYLIST_IDS.morningFocus}`,
    );
    expect(current!.textContent).toContain('1,204,533 followers');
    expect(current!.textContent).toContain('Added 03/02/2024');
    expect(current!.textContent).toContain('41 days on it');
    expect(current!.textContent).toContain('On the playlist');
    expect(within(removed!).getByText('Likely botted')).toBeTruthy();
    expect(removed!.textContent).toContain('Runaway');
    expect(removed!.textContent).toContain('Removed 19/01/2024');
  });

  it('sums them up first, then lists current placements, then the past ones under their own fold', async () => {
    renderAt('/artist/:id', `/artist/${ARTIST_IDS.aurora}`, <ArtistPage />);
    const section = await placementsSection();
    expect(
      await within(section).findByText(
        '1 current placement and 1 past. 1 on a playlist graded likely botted: Viral Hits 2024 (past).',
      ),
    ).toBeTruthy();
    const past = section.querySelector('details')!;
    expect(within(past).getByText('Past placements (1)').tagName).toBe('SUMMARY');
    expect(past.open).toBe(true);
    expect(within(past).getByRole('link', { name: 'Viral Hits 2024' })).toBeTruthy();
    expect(within(past).queryByRole('link', { name: 'Morning Focus' })).toBeNull();
  });

  it('keeps past placements folded on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    renderAt('/artist/:id', `/artist/${ARTIST_IDS.aurora}`, <ArtistPage />);
    const section = await placementsSection();
    await within(section).findByText('Past placements (1)');
    expect(section.querySelector('details')!.open).toBe(false);
    expect(within(section).getByRole('link', { name: 'Morning Focus' })).toBeTruthy();
  });

  it('shows the same playlists on the track page, without repeating the track name', async () => {
    renderAt('/track/:id', `/track/${TRACK_IDS.runaway}`, <TrackPage />);
    const section = await placementsSection();
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(section).queryByText('Runaway')).toBeNull();
  });

  it('says so when no tracked playlist carries the item', async () => {
    renderAt('/artist/:id', `/artist/${ARTIST_IDS.devMode}`, <ArtistPage />);
    const section = await placementsSection();
    expect(await within(section).findByText('Not on any playlist Chartpulse tracks yet.')).toBeTruthy();
  });
});
