import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { up as createItemSummaries } from '@server/db/migrations/044-item-summaries';
import { KyselyItemSummaries } from '@server/tracking/adapters/kysely-item-summaries';
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

  /** `count` items of `kind`, each with 40 daily readings. */
  async function trackWithHistory(kind: 'artist' | 'playlist', count: number) {
    const items = new KyselyTrackedItems(store.db);
    const snapshots = new KyselySnapshots(store.db);
    for (let index = 0; index < count; index++) {
      const id = spotifyId(`${kind}${index}`);
      const itemId = await items.upsert(reading(kind, id), at(1));
      await items.addTracker(userId, itemId, at(1));
      for (let day = 1; day <= 40; day++) {
        const values = reading(kind, id, { followers: 100 * index + day * 7, popularity: 30 + (day % 4) });
        await snapshots.write(null, [
          { itemId, checkedAt: new Date(at(1).getTime() + (day - 1) * 86_400_000), reading: values },
        ]);
      }
    }
  }

  it('answers a list with one query, however many items and readings', async () => {
    await trackWithHistory('artist', 6);
    const recording = recordingPlugin();
    const summaries = new KyselyItemSummaries(store.db.withPlugin(recording.plugin));
    const rows = await successOf(listTrackedArtists({ summaries }, { userId }));
    expect(rows).toHaveLength(6);
    expect(recording.statements).toHaveLength(1);
    expect(rows[0]).toMatchObject({ followers: 280, followers_change_7d: 49, followers_change_28d: 196 });
    expect(rows[0]!.sparkline).toHaveLength(30);
  });

  it('fills the summaries of existing snapshots when migration 044 runs', async () => {
    await trackWithHistory('playlist', 2);
    const summaries = new KyselyItemSummaries(store.db);
    const written = await successOf(listTrackedPlaylists({ summaries }, { userId }));
    expect(written.map((row) => row.verdict)).toEqual(['clean', 'clean']);

    await sql`drop table item_summaries`.execute(store.db);
    await createItemSummaries(store.db as unknown as Kysely<unknown>);

    expect(await successOf(listTrackedPlaylists({ summaries }, { userId }))).toEqual(written);
  });
});
