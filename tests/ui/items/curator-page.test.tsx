import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import { CuratorPage } from '../../../src/features/items/curator/curator-page';
import { PlaylistPage } from '../../../src/features/items/playlist/playlist-page';
import { renderAt } from './support/render-page';

describe('the curator page', () => {
  it("lists the owner's playlists with grades, last move, and the days they jumped together", async () => {
    renderAt('/curator/:id', '/curator/hitmaker_99', <CuratorPage />);
    expect(await screen.findByRole('heading', { name: 'Playlists by hitmaker_99' })).toBeTruthy();
    expect(screen.getByText(/Chartpulse reads 2 playlists of this curator daily/)).toBeTruthy();
    const moves = screen.getByRole('heading', { name: 'Coordinated jumps' }).closest('section')!;
    expect(moves.textContent).toContain('01/03/2024: Viral Hits 2024 +2,150, Hype Rotation +1,320');
    const lists = screen.getByRole('heading', { name: 'Playlists' }).closest('section')!;
    const [boosted, other] = within(lists).getAllByRole('listitem');
    expect(within(boosted!).getByRole('link', { name: 'Viral Hits 2024' }).getAttribute('href')).toBe(
      `/playlist/${PLAYLIST_IDS.boosted}`,
    );
    expect(within(boosted!).getByText('Likely botted')).toBeTruthy();
    expect(boosted!.textContent).toContain('48,310 followers');
    expect(boosted!.textContent).toContain('+2,150 at the last check');
    expect(boosted!.textContent).toContain('Jumped with this curator’s other playlists on 1 day');
    expect(within(other!).getByText('Suspicious')).toBeTruthy();
  });

  it('says so when the install reads none of the owner’s playlists', async () => {
    renderAt('/curator/:id', '/curator/someone_else', <CuratorPage />);
    expect(await screen.findByText(/Chartpulse reads none of this curator’s playlists yet/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Coordinated jumps' })).toBeNull();
  });

  it('is linked from the playlist page as "by <owner>"', async () => {
    renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.boosted}`, <PlaylistPage />);
    const link = await screen.findByRole('link', { name: 'by hitmaker_99' });
    expect(link.getAttribute('href')).toBe('/curator/hitmaker_99');
  });
});
