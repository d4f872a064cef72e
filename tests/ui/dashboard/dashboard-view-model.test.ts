// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARTIST_IDS, PLAYLIST_IDS, TRACK_IDS } from '@adapters/fake/catalog-fixtures';
import type { FakeAuthGateway } from '@adapters/fake/fake-auth-gateway';
import type { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';
import { AnalyticsTag } from '@domain/ports/browser/analytics-tag';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import { AuthStore } from '@shared/auth/auth-store';
import { createContainer } from '../../../src/app/container';
import { dashboardModule } from '../../../src/features/dashboard/dashboard-module';
import { DashboardViewModel } from '../../../src/features/dashboard/dashboard-view-model';
import { recordingAnalytics } from '../support/recording-analytics';

async function signedInDashboard(
  analytics = recordingAnalytics(),
  beforeLoad: (tracking: FakeTrackingGateway) => void = () => {},
) {
  const container = createContainer('fake');
  container.rebind(AnalyticsTag).toConstantValue(analytics.tag);
  container.load(dashboardModule);
  const auth = container.get<FakeAuthGateway>(AuthGateway);
  const login = await auth.login('demo@chartpulse.test', 'Demo-pass1');
  if (!login.ok) throw new Error('the fake demo login failed');
  const session = container.get(AuthStore);
  session.markLoggedIn(login.value);
  const tracking = container.get<FakeTrackingGateway>(TrackingGateway);
  const vm = container.get(DashboardViewModel);
  beforeLoad(tracking);
  await vm.load();
  return { vm, tracking, session };
}

const trackIds = (vm: DashboardViewModel) => vm.tracks.rows.map((row) => row.spotify_track_id);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DashboardViewModel: loading and adding', () => {
  it('loads the three tables of the signed-in user', async () => {
    const { vm } = await signedInDashboard();
    expect(vm.playlists.status).toBe('ready');
    expect(vm.playlists.rows.map((row) => row.spotify_playlist_id)).toEqual([
      PLAYLIST_IDS.morningFocus,
      PLAYLIST_IDS.boosted,
    ]);
    expect(trackIds(vm)).toEqual([TRACK_IDS.runaway]);
    expect(vm.artists.rows.map((row) => row.spotify_artist_id)).toEqual([ARTIST_IDS.aurora]);
    // Servers that do not say what changed leave the change cells unknown rather than zero.
    expect(vm.playlists.rows[0]).toMatchObject({ followers_change: null, verdict: null });
  });

  it('enables Add only when the box has text', async () => {
    const { vm } = await signedInDashboard();
    expect(vm.canAdd).toBe(false);
    vm.setUrl('   ');
    expect(vm.canAdd).toBe(false);
    vm.setUrl('x');
    expect(vm.canAdd).toBe(true);
  });

  it('tracks a pasted link, clears the box and reloads the tables 2 s later', async () => {
    const { vm, tracking } = await signedInDashboard();
    const reads = vi.spyOn(tracking, 'trackedTracks');
    vm.setUrl(`https://open.spotify.com/intl-de/track/${TRACK_IDS.glacier}?si=abc`);
    await vm.add();
    expect(vm.notice).toEqual({ kind: 'success', text: 'Started tracking the track!' });
    expect(vm.url).toBe('');
    await vi.advanceTimersByTimeAsync(1999);
    expect(reads).not.toHaveBeenCalled();
    expect(trackIds(vm)).toEqual([TRACK_IDS.runaway]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(trackIds(vm)).toEqual([TRACK_IDS.runaway, TRACK_IDS.glacier]));
  });

  it('resolves a short link through the server first', async () => {
    const { vm, tracking } = await signedInDashboard();
    await tracking.stopTracking('artist', ARTIST_IDS.aurora);
    await vm.load();
    const track = vi.spyOn(tracking, 'track');
    vm.setUrl('https://spotify.link/aurora');
    await vm.add();
    expect(track).toHaveBeenCalledWith('artist', ARTIST_IDS.aurora);
    expect(vm.notice).toEqual({ kind: 'success', text: 'Started tracking the artist!' });
  });

  it('says when a short link cannot be resolved, and tracks nothing', async () => {
    const { vm, tracking } = await signedInDashboard();
    const track = vi.spyOn(tracking, 'track');
    vm.setUrl('spoti.fi/unknown');
    await vm.add();
    expect(vm.notice).toEqual({ kind: 'error', text: 'Failed to resolve the shortened Spotify URL' });
    expect(track).not.toHaveBeenCalled();
    expect(vm.url).toBe('spoti.fi/unknown');
  });

  it.each([
    ['https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', 'Invalid Spotify URL'],
    ['https://open.spotify.com/track/not-an-id!', 'Invalid Spotify URL'],
    ['https://example.com/track/4aawyAB9vmqN3uQ7FjRGTy', 'Not a valid Spotify URL. Please try again.'],
    ['hello', 'Not a valid Spotify URL. Please try again.'],
  ])('refuses %s with %s', async (input, message) => {
    const { vm, tracking } = await signedInDashboard();
    const track = vi.spyOn(tracking, 'track');
    vm.setUrl(input);
    await vm.add();
    expect(vm.notice).toEqual({ kind: 'error', text: message });
    expect(track).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, else the not-a-Spotify-URL text", async () => {
    const { vm, tracking } = await signedInDashboard();
    vm.setUrl(`https://open.spotify.com/playlist/${PLAYLIST_IDS.newList}`);
    tracking.failNext('track', 'Playlist not found.', 404);
    await vm.add();
    expect(vm.notice).toEqual({ kind: 'error', text: 'Playlist not found.' });
    tracking.failNext('track', null, 500);
    await vm.add();
    expect(vm.notice).toEqual({ kind: 'error', text: 'Not a valid Spotify URL. Please try again.' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(vm.playlists.rows).toHaveLength(2);
  });

  it('says a request that got no answer is a connection problem, not a bad link', async () => {
    const { vm, tracking } = await signedInDashboard();
    vm.setUrl(`https://open.spotify.com/playlist/${PLAYLIST_IDS.newList}`);
    tracking.failNext('track', null, null);
    await vm.add();
    expect(vm.notice).toEqual({
      kind: 'error',
      text: 'Could not reach Chartpulse. Check your connection and try again.',
    });
    expect(vm.urlInvalid).toBe(false);
    expect(vm.url).toBe(`https://open.spotify.com/playlist/${PLAYLIST_IDS.newList}`);
  });

  it('says "You already track this playlist." for one in the table, without asking the server', async () => {
    const { vm, tracking } = await signedInDashboard();
    const track = vi.spyOn(tracking, 'track');
    vm.setUrl(`https://open.spotify.com/playlist/${PLAYLIST_IDS.boosted}`);
    await vm.add();
    expect(vm.notice).toEqual({ kind: 'error', text: 'You already track this playlist.' });
    expect(vm.urlInvalid).toBe(true);
    expect(track).not.toHaveBeenCalled();
  });

  it('says so too when the server answers that the user already tracks it', async () => {
    const { vm, tracking } = await signedInDashboard();
    vi.spyOn(tracking, 'track').mockResolvedValue({
      ok: true,
      value: { alreadyTracking: true, reading: null },
    });
    vm.setUrl(`https://open.spotify.com/track/${TRACK_IDS.glacier}`);
    await vm.add();
    expect(vm.notice).toEqual({ kind: 'error', text: 'You already track this track.' });
  });

  it('offers Retry for a table that failed to load, and fills it when the retry answers', async () => {
    const { vm } = await signedInDashboard(recordingAnalytics(), (tracking) =>
      tracking.failNext('trackedPlaylists', null, null),
    );
    expect(vm.playlists.status).toBe('error');
    expect(vm.tracks.status).toBe('ready');
    await vm.retry('playlist');
    expect(vm.playlists.status).toBe('ready');
    expect(vm.playlists.rows).toHaveLength(2);
  });

  it('logs out with "Session expired" on a 401, and reloads nothing', async () => {
    const { vm, tracking, session } = await signedInDashboard();
    const reads = vi.spyOn(tracking, 'trackedPlaylists');
    vm.setUrl(`spotify:playlist:${PLAYLIST_IDS.newList}`);
    tracking.failNext('track', 'Authentication required', 401);
    await vm.add();
    expect(session.isAuthenticated).toBe(false);
    expect(session.signOutNotice).toBe('Session expired. Please log in again.');
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads).not.toHaveBeenCalled();
  });

  it('drops the pending reload when the page is left', async () => {
    const { vm, tracking } = await signedInDashboard();
    const reads = vi.spyOn(tracking, 'trackedTracks');
    vm.setUrl(`https://open.spotify.com/track/${TRACK_IDS.glacier}`);
    await vm.add();
    vm.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads).not.toHaveBeenCalled();
  });
});

describe('DashboardViewModel: stopping with undo', () => {
  const playlistIds = (vm: DashboardViewModel) =>
    vm.playlists.sortedRows.map((row) => row.spotify_playlist_id);

  it('hides the row at once and sends the stop when the 5 s undo window ends', async () => {
    const { vm, tracking } = await signedInDashboard();
    const stop = vi.spyOn(tracking, 'stopTracking');
    vm.stopTracking('playlist', PLAYLIST_IDS.boosted);
    expect(playlistIds(vm)).toEqual([PLAYLIST_IDS.morningFocus]);
    expect(vm.pendingStops).toEqual([
      { kind: 'playlist', spotifyId: PLAYLIST_IDS.boosted, name: expect.any(String) },
    ]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(stop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(stop).toHaveBeenCalledWith('playlist', PLAYLIST_IDS.boosted);
    await vi.waitFor(() =>
      expect(vm.notice).toEqual({ kind: 'success', text: 'Stopped tracking the playlist!' }),
    );
    expect(vm.pendingStops).toEqual([]);
    expect(vm.playlists.rows.map((row) => row.spotify_playlist_id)).toEqual([PLAYLIST_IDS.morningFocus]);
  });

  it('brings the row back on Undo and sends nothing', async () => {
    const { vm, tracking } = await signedInDashboard();
    const stop = vi.spyOn(tracking, 'stopTracking');
    vm.stopTracking('artist', ARTIST_IDS.aurora);
    expect(vm.artists.isEmpty).toBe(true);
    vm.undoStop(vm.pendingStops[0]!);
    expect(vm.artists.sortedRows.map((row) => row.spotify_artist_id)).toEqual([ARTIST_IDS.aurora]);
    expect(vm.pendingStops).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stop).not.toHaveBeenCalled();
  });

  it('takes adding a row back within its undo window as Undo', async () => {
    const { vm, tracking } = await signedInDashboard();
    const stop = vi.spyOn(tracking, 'stopTracking');
    const track = vi.spyOn(tracking, 'track');
    vm.stopTracking('artist', ARTIST_IDS.aurora);
    vm.setUrl(`https://open.spotify.com/artist/${ARTIST_IDS.aurora}`);
    await vm.add();
    expect(vm.notice).toEqual({ kind: 'error', text: 'You already track this artist.' });
    expect(vm.artists.sortedRows).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stop).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it('sends the stops still waiting when the page is left', async () => {
    const { vm, tracking } = await signedInDashboard();
    const stop = vi.spyOn(tracking, 'stopTracking');
    vm.stopTracking('track', TRACK_IDS.runaway);
    vm.stopTracking('playlist', PLAYLIST_IDS.boosted);
    vm.dispose();
    expect(stop).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('brings the row back with the tracking alerts when the stop fails', async () => {
    const { vm, tracking } = await signedInDashboard();
    tracking.failNext('stopTracking', 'No', 400);
    vm.stopTracking('track', TRACK_IDS.runaway);
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(vm.notice?.text).toBe('Failed to stop tracking. Please try again later.'));
    tracking.failNext('stopTracking', null, null);
    vm.stopTracking('artist', ARTIST_IDS.aurora);
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() =>
      expect(vm.notice?.text).toBe(
        'An error occurred while stopping tracking for the artist. Please try again later.',
      ),
    );
    expect(vm.tracks.sortedRows.map((row) => row.spotify_track_id)).toEqual([TRACK_IDS.runaway]);
    expect(vm.artists.sortedRows).toHaveLength(1);
    expect(vm.artists.stopping.size).toBe(0);
  });

  it('filters every table by name, and a track by its artists', async () => {
    const { vm } = await signedInDashboard();
    const trackArtists = vm.tracks.rows[0]!.artist_names.split(',')[0]!;
    vm.setFilter(trackArtists.toUpperCase());
    expect(vm.tracks.sortedRows).toHaveLength(1);
    expect(vm.playlists.noMatches).toBe(true);
    vm.setFilter('');
    expect(vm.playlists.sortedRows).toHaveLength(2);
  });
});

describe('DashboardViewModel analytics (docs/product.md §7, Analytics events)', () => {
  it('records track_item for an added link and stop_tracking for a row stopped, nothing for a refused add', async () => {
    const analytics = recordingAnalytics();
    const { vm } = await signedInDashboard(analytics);
    vm.setUrl('https://example.com/not-spotify');
    await vm.add();
    expect(analytics.events).toEqual([]);
    vm.setUrl(`https://open.spotify.com/track/${TRACK_IDS.glacier}`);
    await vm.add();
    vm.stopTracking('playlist', PLAYLIST_IDS.boosted);
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(analytics.events).toHaveLength(2));
    expect(analytics.events).toEqual([
      ['track_item', { item_type: 'track', item_id: TRACK_IDS.glacier }],
      ['stop_tracking', { item_type: 'playlist', item_id: PLAYLIST_IDS.boosted }],
    ]);
  });
});
