import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaylistInfo } from '@domain/catalog';
import type { CuratorAnswer } from '@domain/tracking';
import { COORDINATED_CURATOR } from '@server/catalog/adapters/demo/coordinated-campaign';
import { createTestApp, ManualClock, type TestApp } from '../../support/test-app';

// The embedded defaults (demo catalog, PGlite) with the demo user's year of history, on a fixed day
// so the demo's dated campaigns fall within the curator page's 90 days.
describe('a curator page on the embedded defaults', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      configOverrides: { seedDemo: true },
      clock: new ManualClock(new Date('2026-11-29T09:30:00Z')),
    });
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

  it('answers a Deezer owner by its key through the /api/deezer twin, and a malformed id with 400', async () => {
    const twin = await get('/api/deezer/curator/4120');
    expect(twin.statusCode, twin.body).toBe(200);
    expect(twin.json()).toMatchObject({
      owner_id: 'deezer:4120',
      owner_name: null,
      watched: 0,
      playlists: [],
    });
    expect((await get('/api/curator/a%20b')).statusCode).toBe(400);
  });
});
