import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaylistInfo } from '@domain/catalog';
import type { CuratorAnswer } from '@domain/tracking';
import { COORDINATED_CURATOR } from '@server/catalog/adapters/demo/coordinated-campaign';
import { createTestApp, ManualClock, type TestApp } from '../../support/test-app';

// The embedded defaults (demo catalog, PGlite) with the demo user's year of history, on the real
// clock's day: the demo's campaign is dated back from it, so its jumps are in the page's 90 days
// whenever this runs.
describe('a curator page on the embedded defaults', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ configOverrides: { seedDemo: true }, clock: new ManualClock() });
    // Seeding a year of history for a dozen items takes a while on a busy machine.
  }, 240_000);
  afterAll(async () => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('lists the demo curator’s playlists with grades, and their coordinated jump is in each verdict', async () => {
    const page = await get(`/api/curator/${COORDINATED_CURATOR.id}`);
    expect(page.statusCode, page.body).toBe(200);
    const curator = page.json() as CuratorAnswer;
    expect(curator.owner_name).toBe(COORDINATED_CURATOR.displayName);
    expect(curator.watched).toBeGreaterThanOrEqual(2);
    expect(curator.playlists.length).toBe(curator.watched);
    // The demo stands in for Spotify, which cannot list a user's playlists: only those read here.
    expect(curator).toMatchObject({ listing: 'not_offered', known: curator.watched });
    expect(curator.playlists.every((playlist) => playlist.watched)).toBe(true);
    for (const playlist of curator.playlists) {
      expect(playlist.verdict).not.toBeNull();
      expect(playlist.coordinated_moves).toMatch(/the same day as \d+ other playlists? by this curator/);
    }
    expect(curator.coordinated_moves.length).toBeGreaterThan(0);

    const [first, second] = curator.playlists;
    for (const playlist of [first!, second!]) {
      const info = (await get(`/api/playlist/${playlist.playlist_id}`)).json() as PlaylistInfo;
      expect(info.owner).toMatchObject({ id: COORDINATED_CURATOR.id, name: COORDINATED_CURATOR.displayName });
      const other = playlist === first ? second! : first!;
      const reason = info.chart_analysis.reasons.find((line) => line.includes('by this curator'));
      expect(reason, info.chart_analysis.reasons.join('\n')).toContain(other.name);
    }
  });

  it('answers an owner the demo does not know, and Deezer (off here), with 404, a malformed id with 400', async () => {
    // The demo knows its every curator: one it does not is not found, like an unknown Deezer user.
    const nobody = await get('/api/curator/nobody_we_know');
    expect(nobody.statusCode, nobody.body).toBe(404);
    expect(nobody.json()).toEqual({ success: false, error: 'No such curator on this music service.' });
    const twin = await get('/api/deezer/curator/4120');
    expect(twin.statusCode, twin.body).toBe(404);
    expect(twin.json()).toEqual({ success: false, error: 'No such curator on this music service.' });
    for (const bad of ['a%20b', 'deezer:abc', 'deezer:-1'])
      expect((await get(`/api/curator/${bad}`)).statusCode, bad).toBe(400);
    expect((await get('/api/deezer/curator/abc')).statusCode).toBe(400);
  });
});
