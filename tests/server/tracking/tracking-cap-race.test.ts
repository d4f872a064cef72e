// The per-account cap holds against concurrent starts: each start counted the account under the cap
// before any of them went in, so on PostgreSQL ten at once took an account past it (the database
// now counts again under a lock per account: migration 104).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_RATE_LIMITS, signIn } from '../../support/test-app';
import { get, post, type TrackingTestApp, trackingTestApp } from './support/tracking-app';
import { BACKENDS } from './support/tracking-database';

const CAP = 3;
const AT_ONCE = 8;
const CAP_MESSAGE = 'Over the limit of 3 tracked items for one account: stop tracking some to add more.';

describe.each(BACKENDS)('the tracked-items cap under concurrent starts, on %s', (backend) => {
  let testApp: TrackingTestApp;

  beforeAll(async () => {
    testApp = await trackingTestApp(backend, {
      configOverrides: { trackedItemsPerAccount: CAP, rateLimits: RELAXED_RATE_LIMITS },
    });
  });
  afterAll(async () => testApp.close());

  it('lets exactly the cap in and refuses the rest with the cap message, never a 500', async () => {
    const { app, catalog } = testApp;
    const user = await signIn(app);
    const tracks = catalog.tracks.slice(0, AT_ONCE);
    const answers = await Promise.all(
      tracks.map((track) => post(app, '/api/track/track', user.headers, { extracted_id: track.id })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(CAP).fill(200), ...Array(AT_ONCE - CAP).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toEqual({ success: false, error: CAP_MESSAGE });
    const listed = (await get(app, '/api/user/tracks', user.headers)).json().tracks as unknown[];
    expect(listed).toHaveLength(CAP);
  });

  it('takes one snapshot when the account sends two Tracks of a new item at once', async () => {
    const { app, catalog, database } = testApp;
    const user = await signIn(app);
    const track = catalog.tracks[AT_ONCE]!;
    const answers = await Promise.all(
      [1, 2].map(() => post(app, '/api/track/track', user.headers, { extracted_id: track.id })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().already_tracking).sort()).toEqual([false, true]);
    const snapshots = await database.db
      .selectFrom('item_snapshots')
      .innerJoin('tracked_items', 'tracked_items.id', 'item_snapshots.item_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tracked_items.spotify_id', '=', track.id)
      .executeTakeFirstOrThrow();
    expect(Number(snapshots.n)).toBe(1);
  });

  it('still answers a start of an item the account tracks, at the cap, as already tracked', async () => {
    const { app, catalog } = testApp;
    const user = await signIn(app);
    for (const track of catalog.tracks.slice(0, CAP))
      expect((await post(app, '/api/track/track', user.headers, { extracted_id: track.id })).statusCode).toBe(
        200,
      );
    const again = await Promise.all(
      catalog.tracks
        .slice(0, CAP)
        .map((track) => post(app, '/api/track/track', user.headers, { extracted_id: track.id })),
    );
    for (const answer of again)
      expect(answer.json()).toMatchObject({ success: true, already_tracking: true });
  });
});
