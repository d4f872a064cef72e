import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GRADING_VERSION } from '@domain/analytics';
import { up as createItemSummaries } from '@server/db/migrations/044-item-summaries';
import { up as addGradingVersion } from '@server/db/migrations/053-summary-grading-version';
import { up as useMonthlyWindow } from '@server/db/migrations/098-monthly-window';
import { regradeStaleSummaries } from '@server/tracking/adapters/item-summaries-sql';
import { KyselyItemSummaries } from '@server/tracking/adapters/kysely-item-summaries';
import { KyselyPlacementDigests } from '@server/tracking/adapters/kysely-placement-digests';
import { KyselySnapshots } from '@server/tracking/adapters/kysely-snapshots';
import { KyselyTrackedItems } from '@server/tracking/adapters/kysely-tracked-items';
import { listTrackedArtists } from '@server/tracking/use-cases/list-tracked-artists';
import { listTrackedPlaylists } from '@server/tracking/use-cases/list-tracked-playlists';
import { spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { successOf } from '../../../support/results';
import { at, reading } from './contracts/store-harness';
import {
  BACKENDS,
  insertUser,
  openTrackingDatabase,
  type TrackingDatabase,
} from '../support/tracking-database';
import { recordingPlugin } from '../support/recording-plugin';

describe.each(BACKENDS)('the dashboard summaries on %s', (backend) => {
  let store: TrackingDatabase;
  let userId: number;

  beforeAll(async () => {
    store = await openTrackingDatabase(backend);
  });
  afterAll(async () => store.close());
  beforeEach(async () => {
    await store.reset();
    userId = await insertUser(store.db, 'owner@example.com');
  });

  /** `count` items of `kind`, each with 40 daily readings, written a day at a time as a refresh writes them. */
  async function trackWithHistory(kind: 'artist' | 'playlist', count: number) {
    const items = new KyselyTrackedItems(store.db);
    const snapshots = new KyselySnapshots(store.db);
    const tracked: Array<{ itemId: number; id: string; index: number }> = [];
    for (let index = 0; index < count; index++) {
      const id = spotifyId(`${kind}${index}`);
      const itemId = await items.upsert(reading(kind, id), at(1));
      await items.addTracker(userId, itemId, at(1));
      tracked.push({ itemId, id, index });
    }
    for (let day = 1; day <= 40; day++) {
      const checkedAt = new Date(at(1).getTime() + (day - 1) * 86_400_000);
      await snapshots.write(
        null,
        tracked.map(({ itemId, id, index }) => ({
          itemId,
          checkedAt,
          reading: reading(kind, id, { followers: 100 * index + day * 7, popularity: 30 + (day % 4) }),
        })),
      );
    }
  }

  it('answers a list with one query, however many items and readings', async () => {
    await trackWithHistory('artist', 6);
    const recording = recordingPlugin();
    const summaries = new KyselyItemSummaries(store.db.withPlugin(recording.plugin));
    const placementDigests = new KyselyPlacementDigests(store.db);
    const clock = { now: () => new Date() };
    const rows = await successOf(listTrackedArtists({ summaries, placementDigests, clock }, { userId }));
    expect(rows).toHaveLength(6);
    expect(recording.statements).toHaveLength(1);
    expect(rows[0]).toMatchObject({ followers: 280, followers_change_7d: 49, followers_change_30d: 210 });
    expect(rows[0]!.sparkline).toHaveLength(30);
  });

  it("names the user's tracks' current placements on playlists whose stored grade is likely botted", async () => {
    const items = new KyselyTrackedItems(store.db);
    const snapshots = new KyselySnapshots(store.db);
    const song = spotifyId('song');
    await items.addTracker(userId, await items.upsert(reading('track', song), at(1)), at(1));
    const onIt = [{ trackId: song, addedAt: null, track: { name: 'Song', artistIds: [spotifyId('band')] } }];
    const playlistIds: number[] = [];
    for (const [name, days] of [
      ['Botted Mix', [[1, onIt]]],
      [
        'Left Mix',
        [
          [1, onIt],
          [3, []],
        ],
      ],
      ['Clean Mix', [[1, onIt]]],
    ] as const) {
      const id = spotifyId(name.replace(' ', ''));
      const itemId = await items.upsert(reading('playlist', id, { name }), at(1));
      playlistIds.push(itemId);
      for (const [day, members] of days)
        await snapshots.write(null, [
          {
            itemId,
            checkedAt: at(day),
            reading: reading('playlist', id, { name, followers: 50, members: [...members] }),
          },
        ]);
    }
    await store.db
      .updateTable('item_summaries')
      .set({ verdict: 'likely_botted' })
      .where('item_id', 'in', playlistIds.slice(0, 2))
      .execute();
    const digests = await new KyselyPlacementDigests(store.db).ofUser(userId, 'track', at(2));
    expect(digests.get(song)).toEqual({
      added: [],
      removed: [{ playlist_id: spotifyId('LeftMix'), playlist_name: 'Left Mix', track_name: 'Song' }],
      botted: [{ playlist_id: spotifyId('BottedMix'), playlist_name: 'Botted Mix', track_name: 'Song' }],
    });
  });

  it('re-grades stored grades of an older grading version (or none), in batches, and then none', async () => {
    await trackWithHistory('playlist', 3);
    const summaries = new KyselyItemSummaries(store.db);
    const graded = await successOf(listTrackedPlaylists({ summaries }, { userId }));
    expect(graded.map((row) => row.verdict)).toEqual(['clean', 'clean', 'clean']);
    const versions = () =>
      store.db.selectFrom('item_summaries').select('grading_version').orderBy('item_id').execute();
    expect((await versions()).map((row) => row.grading_version)).toEqual([
      GRADING_VERSION,
      GRADING_VERSION,
      GRADING_VERSION,
    ]);
    const [first, , third] = graded.map((row) => row.id);
    // Stored by older rules: one before versions were kept, one a version behind.
    await store.db
      .updateTable('item_summaries')
      .set({ verdict: 'likely_botted', confidence: 'high', grading_version: null })
      .where('item_id', '=', first!)
      .execute();
    await store.db
      .updateTable('item_summaries')
      .set({ verdict: 'suspicious', confidence: 'low', grading_version: GRADING_VERSION - 1 })
      .where('item_id', '=', third!)
      .execute();
    expect(
      (await successOf(listTrackedPlaylists({ summaries }, { userId }))).map((row) => row.verdict),
    ).toEqual(['likely_botted', 'clean', 'suspicious']);

    expect(await regradeStaleSummaries(store.db, 1)).toBe(2);
    expect(await successOf(listTrackedPlaylists({ summaries }, { userId }))).toEqual(graded);
    expect(new Set((await versions()).map((row) => row.grading_version))).toEqual(new Set([GRADING_VERSION]));
    expect(await summaries.regradeStale()).toBe(0);
  });

  it('fills the summaries of existing snapshots when migrations 044 and 098 run', async () => {
    await trackWithHistory('playlist', 2);
    const summaries = new KyselyItemSummaries(store.db);
    const written = await successOf(listTrackedPlaylists({ summaries }, { userId }));
    expect(written.map((row) => row.verdict)).toEqual(['clean', 'clean']);

    await sql`drop table item_summaries`.execute(store.db);
    await createItemSummaries(store.db as unknown as Kysely<unknown>);
    await addGradingVersion(store.db as unknown as Kysely<unknown>);
    await useMonthlyWindow(store.db as unknown as Kysely<unknown>);

    expect(await successOf(listTrackedPlaylists({ summaries }, { userId }))).toEqual(written);
  });
});
