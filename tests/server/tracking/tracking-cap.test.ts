// Issue 33 point 5: a per-account cap on tracked items, for bulk lists and the Track button alike;
// lines already tracked spend no music-service read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { RELAXED_RATE_LIMITS, signIn } from '../../support/test-app';
import { post, type TrackingTestApp, trackingTestApp } from './support/tracking-app';

const link = (kind: string, id: string) => `https://open.spotify.com/${kind}/${id}`;
const CAP = 3;
const IP_BUDGET = { perIp: 6, perAccount: 1_000, windowMs: 60_000 };

describe('the per-account cap on tracked items', () => {
  let testApp: TrackingTestApp;

  beforeAll(async () => {
    testApp = await trackingTestApp('pglite', {
      configOverrides: {
        trackedItemsPerAccount: CAP,
        rateLimits: { ...RELAXED_RATE_LIMITS, search: IP_BUDGET },
      },
    });
  });
  afterAll(async () => testApp.close());

  it('defaults to 1,000 items an account in the configuration npm start reads', () => {
    expect(loadConfig({}).trackedItemsPerAccount).toBe(1000);
    expect(loadConfig({ TRACKED_ITEMS_PER_ACCOUNT: '25' }).trackedItemsPerAccount).toBe(25);
    expect(() => loadConfig({ TRACKED_ITEMS_PER_ACCOUNT: '0' })).toThrow();
  });

  it('answers the bulk lines past the cap over_cap, then refuses a single Track with 409', async () => {
    const { app, catalog } = testApp;
    const user = await signIn(app);
    const artists = catalog.artists.slice(0, 5).map((artist) => link('artist', artist.id));
    const bulk = await post(app, '/api/track/bulk', user.headers, { list: artists.join('\n') });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const { results, counts } = bulk.json();
    expect(counts).toEqual({ added: CAP, over_cap: 2 });
    expect(results[4]).toMatchObject({
      line: 5,
      status: 'over_cap',
      error: 'Over the limit of 3 tracked items for one account: stop tracking some to add more.',
    });

    const single = await post(app, '/api/playlist/track', user.headers, {
      extracted_id: catalog.playlists[0]!.id,
    });
    expect(single.statusCode).toBe(409);
    expect(single.json()).toEqual({
      success: false,
      error: 'Over the limit of 3 tracked items for one account: stop tracking some to add more.',
    });
    const again = await post(app, '/api/artist/track', user.headers, {
      extracted_id: catalog.artists[0]!.id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, already_tracking: true });

    const stopped = await post(app, '/api/artist/stop-tracking', user.headers, {
      remove_id: catalog.artists[0]!.id,
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const room = await post(app, '/api/playlist/track', user.headers, {
      extracted_id: catalog.playlists[0]!.id,
    });
    expect(room.statusCode, room.body).toBe(200);
  });

  it('spends no per-IP music-service read on lines the account already tracks', async () => {
    const { app, catalog } = testApp;
    const user = await signIn(app);
    const remoteAddress = '203.0.113.77';
    const tracks = catalog.tracks.slice(0, 2).map((track) => link('track', track.id));
    const send = (list: string[]) =>
      app.inject({
        method: 'POST',
        url: '/api/track/bulk',
        headers: user.headers,
        payload: { list: list.join('\n') },
        remoteAddress,
      });
    expect((await send(tracks)).json().counts).toEqual({ added: 2 });
    // Six reads a minute on this IP: two spent; ten more lines of the same items spend none.
    const repeated = await send([...tracks, ...tracks, ...tracks, ...tracks, ...tracks]);
    expect(repeated.json().counts).toEqual({ already_tracked: 10 });
    const fresh = catalog.tracks.slice(2, 6).map((track) => link('track', track.id));
    const rest = await send(fresh);
    expect(rest.json().counts).toEqual({ added: 1, over_cap: 3 });
  });
});
