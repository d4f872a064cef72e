import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { regradeStaleSummaries } from '@server/tracking/adapters/item-summaries-sql';
import { KyselyPlaylistGradeInputs } from '@server/tracking/adapters/kysely-playlist-grade-inputs';
import { KyselySnapshots } from '@server/tracking/adapters/kysely-snapshots';
import { KyselyTrackedItems } from '@server/tracking/adapters/kysely-tracked-items';
import { nextTurn } from '@server/platform/next-turn';
import { spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { at, reading } from './contracts/store-harness';
import { BACKENDS, openTrackingDatabase, type TrackingDatabase } from '../support/tracking-database';

describe('the turn a long CPU task awaits', () => {
  it('takes its turns after the I/O callbacks already waiting (requests go first)', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('waiting request'));

    await nextTurn();
    order.push('next playlist');

    expect(order).toEqual(['waiting request', 'next playlist']);
  });
});

describe.each(BACKENDS)('grading stored playlists on %s', (backend) => {
  let store: TrackingDatabase;

  beforeAll(async () => {
    store = await openTrackingDatabase(backend);
  });
  afterAll(async () => store.close());
  beforeEach(async () => {
    await store.reset();
  });

  async function playlistWithHistory(index: number, days: number): Promise<number> {
    const items = new KyselyTrackedItems(store.db);
    const snapshots = new KyselySnapshots(store.db);
    const id = spotifyId(`playlist${index}`);
    const itemId = await items.upsert(reading('playlist', id), at(1));
    for (let day = 1; day <= days; day++) {
      const checkedAt = new Date(at(1).getTime() + (day - 1) * 86_400_000);
      await snapshots.write(null, [
        { itemId, checkedAt, reading: reading('playlist', id, { followers: 1000 + day * 7 }) },
      ]);
    }
    return itemId;
  }

  it('awaits a turn of the event loop before each playlist it re-grades', async () => {
    for (let index = 0; index < 3; index++) await playlistWithHistory(index, 10);
    await store.db.updateTable('item_summaries').set({ grading_version: null }).execute();
    let turns = 0;

    expect(await regradeStaleSummaries(store.db, 2, async () => void turns++)).toBe(3);

    expect(turns).toBe(3);
  });

  it("reads the inputs' times as Date.toISOString writes them, to the millisecond", async () => {
    const playlistId = await playlistWithHistory(0, 1);
    const trackId = spotifyId('track0');
    const track = await new KyselyTrackedItems(store.db).upsert(reading('track', trackId), at(1));
    const micro = (iso: string) => sql`${iso}::timestamptz`;
    await sql`update item_snapshots set checked_at = ${micro('2025-03-01 10:20:30.123987+00')}
      where item_id = ${playlistId}`.execute(store.db);
    await sql`insert into item_snapshots (item_id, checked_at, popularity)
      values (${track}, ${micro('2025-03-02 23:59:59.999999+02')}, 40)`.execute(store.db);
    await sql`insert into playlist_memberships (item_id, track_spotify_id, added_at, first_seen, last_seen, removed_at)
      values (${playlistId}, ${trackId}, null, ${micro('2025-03-01 00:00:00.0005+00')},
        ${micro('2025-03-03 00:00:00+00')}, ${micro('2025-03-04 12:00:00.25+00')})`.execute(store.db);
    const playlist = spotifyId('playlist0');

    const input = (await new KyselyPlaylistGradeInputs(store.db).of([playlist])).get(playlist);

    expect(input).toEqual({
      points: [{ checked_at: '2025-03-01T10:20:30.123Z', followers: 1007 }],
      stays: [
        {
          trackId,
          addedAt: null,
          firstSeen: '2025-03-01T00:00:00.000Z',
          removedAt: '2025-03-04T12:00:00.250Z',
        },
      ],
      tracks: [
        {
          trackId,
          name: expect.any(String),
          points: [{ checked_at: '2025-03-02T21:59:59.999Z', popularity: 40 }],
        },
      ],
    });
  });
});
