// One count per page (docs/architecture.md#one-count), on the composed server's embedded defaults
// (demo catalog, PGlite): once an item is tracked, search, its page's answer, the dashboard and the
// analysis give the same count, the latest stored reading, even when a live read says otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoMusicService } from '@server/catalog';
import { createTestApp, signIn, type SignedInUser, type TestApp } from '../../support/test-app';

const DAY = 86_400_000;
let testApp: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  user = await signIn(testApp.app);
}, 180_000);
afterAll(() => testApp.close());

async function json(url: string, init: { method?: 'GET' | 'POST'; payload?: object } = {}) {
  const response = await testApp.app.inject({ url, headers: user.headers, ...init });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

describe('one count per page for a tracked item', () => {
  it('gives a tracked artist the same followers in search, its page and the dashboard, with the reading time', async () => {
    const found = await json('/api/search?query=a&type=artist');
    const artist = found.artists.items[0] as { id: string; name: string };
    await json('/api/artist/track', { method: 'POST', payload: { extracted_id: artist.id } });
    const row = (await json('/api/user/artists')).artists.find(
      (item: { spotify_artist_id: string }) => item.spotify_artist_id === artist.id,
    );
    const stored = row.followers as number;

    // Days later the demo catalog's live count has moved on; nothing was read since.
    testApp.clock.advance(3 * DAY);
    const live = await new DemoMusicService(testApp.clock).getArtist(artist.id);
    expect(live.ok && live.value.followers).not.toBe(stored);

    const page = await json(`/api/artist/${artist.id}`);
    expect(page.followers).toBe(stored);
    expect(page.reading_checked_at).toBe(row.last_checked);
    const search = await json(`/api/search?query=${encodeURIComponent(artist.name)}&type=artist`);
    const hit = search.artists.items.find((item: { id: string }) => item.id === artist.id);
    expect(hit.followers.total).toBe(stored);
  });

  it('gives a tracked playlist the same followers on its page, the dashboard and the analysis', async () => {
    const found = await json('/api/search?query=a&type=playlist');
    const playlist = found.playlists.items[0] as { id: string };
    await json('/api/playlist/track', { method: 'POST', payload: { extracted_id: playlist.id } });
    const row = (await json('/api/user/playlists')).playlists.find(
      (item: { spotify_playlist_id: string }) => item.spotify_playlist_id === playlist.id,
    );
    const stored = row.followers as number;

    testApp.clock.advance(2 * DAY);
    const live = await new DemoMusicService(testApp.clock).getPlaylist(playlist.id);
    expect(live.ok && live.value.followers).not.toBe(stored);

    const page = await json(`/api/playlist/${playlist.id}`);
    expect(page.followers).toBe(stored);
    expect(page.reading_checked_at).toBe(row.last_checked);
    const analysis = await json('/api/gemini/analyze_playlist', {
      method: 'POST',
      payload: { playlistData: { spotify_playlist_id: playlist.id } },
    });
    expect(analysis.growth.latest).toBe(stored);
  });

  it("shows a page's latest reading from the first and after each new one, though the page was read before", async () => {
    const admin = await signIn(testApp.app, { admin: true });
    const found = await json('/api/search?query=o&type=track');
    const track = found.tracks.items.at(-1) as { id: string };
    // Read before anyone tracked it: the cache keeps that it has no reading.
    expect((await json(`/api/track/${track.id}`)).reading_checked_at).toBeUndefined();
    await json('/api/track/track', { method: 'POST', payload: { extracted_id: track.id } });
    const rowOf = async () =>
      (await json('/api/user/tracks')).tracks.find(
        (item: { spotify_track_id: string }) => item.spotify_track_id === track.id,
      ) as { last_checked: string; popularity: number };
    const first = await rowOf();
    expect((await json(`/api/track/${track.id}`)).reading_checked_at).toBe(first.last_checked);

    testApp.clock.advance(DAY);
    const refresh = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/refresh',
      headers: admin.headers,
    });
    expect(refresh.statusCode).toBe(200);
    const second = await rowOf();
    expect(second.last_checked).not.toBe(first.last_checked);
    const page = await json(`/api/track/${track.id}`);
    expect(page.reading_checked_at).toBe(second.last_checked);
    expect(page.popularity).toBe(second.popularity);
  });

  it('leaves an untracked item as read live, with no reading time', async () => {
    const found = await json('/api/search?query=e&type=artist');
    const untracked = found.artists.items.at(-1) as { id: string };
    const page = await json(`/api/artist/${untracked.id}`);
    expect(page.reading_checked_at).toBeUndefined();
  });
});
