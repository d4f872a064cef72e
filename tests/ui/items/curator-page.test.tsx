import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';
import { FakePlacementsGateway } from '@adapters/fake/fake-placements-gateway';
import { CuratorPage } from '../../../src/features/items/curator/curator-page';
import { PlaylistPage } from '../../../src/features/items/playlist/playlist-page';
import { renderAt } from './support/render-page';

describe('the curator page', () => {
  it("lists the owner's playlists with grades, last move, and the days they jumped together", async () => {
    renderAt('/curator/:id', '/curator/hitmaker_99', <CuratorPage />);
    expect(await screen.findByRole('heading', { name: 'Playlists by hitmaker_99' })).toBeTruthy();
    expect(screen.getByText(/Chartpulse reads 2 playlists of this curator daily/)).toBeTruthy();
    // Spotify cannot list a user's playlists to this app: the page says it shows only those read.
    expect(
      screen.getByText(/Only the playlists Chartpulse reads are listed: Spotify does not let/),
    ).toBeTruthy();
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

  it('on Deezer lists the public playlists not watched yet, says N of M watched, and tracks one', async () => {
    const tracking = new FakeTrackingGateway();
    const track = vi.spyOn(tracking, 'track').mockResolvedValue({
      ok: true,
      value: { alreadyTracking: false, reading: null },
    });
    renderAt('/deezer/curator/:id', '/deezer/curator/4120', <CuratorPage />, { signedIn: true, tracking });
    expect(await screen.findByRole('heading', { name: 'Playlists by Electro Editor' })).toBeTruthy();
    expect(screen.getByText(/^1 of 3 public playlists watched/)).toBeTruthy();
    expect(screen.queryByText(/Spotify does not let/)).toBeNull();
    const lists = screen.getByRole('heading', { name: 'Playlists' }).closest('section')!;
    const [read, unwatched, small] = within(lists).getAllByRole('listitem');
    expect(within(read!).getByText('Clean')).toBeTruthy();
    expect(within(read!).queryByRole('button')).toBeNull();
    expect(unwatched!.textContent).toContain('4,210 followers');
    expect(unwatched!.textContent).toContain('Not watched yet');
    expect(unwatched!.textContent).not.toContain('Checked');
    expect(within(unwatched!).getByRole('link', { name: 'French Touch Classics' }).getAttribute('href')).toBe(
      '/deezer/playlist/1306931615',
    );
    fireEvent.click(within(unwatched!).getByRole('button', { name: 'Track French Touch Classics' }));
    expect(await within(unwatched!).findByText('Tracking')).toBeTruthy();
    expect(unwatched!.textContent).toContain('Tracked: read daily from now on');
    expect(track).toHaveBeenCalledWith('playlist', 'deezer:1306931615');
    expect(within(small!).getByRole('button', { name: 'Track Night Drive' })).toBeTruthy();
  });

  it('offers a signed-out visitor to sign in instead of Track buttons', async () => {
    renderAt('/deezer/curator/:id', '/deezer/curator/4120', <CuratorPage />);
    expect(
      await screen.findByRole('link', { name: /Sign in to track the playlists not watched yet/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Track / })).toBeNull();
  });

  it.each([
    [404, '/deezer/curator/31337'],
    [400, '/deezer/curator/abc'],
  ])('says a curator the service does not know (%i) was not found', async (status, path) => {
    const placements = new FakePlacementsGateway();
    vi.spyOn(placements, 'curator').mockResolvedValue({ ok: false, error: 'No such curator.', status });
    renderAt('/deezer/curator/:id', path, <CuratorPage />, { placements });
    expect(await screen.findByRole('heading', { name: "We couldn't find that curator" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('is linked from the playlist page as "by <owner>"', async () => {
    renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.boosted}`, <PlaylistPage />);
    const link = await screen.findByRole('link', { name: 'by hitmaker_99' });
    expect(link.getAttribute('href')).toBe('/curator/hitmaker_99');
  });
});
