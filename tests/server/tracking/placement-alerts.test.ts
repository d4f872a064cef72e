import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KyselyNewPlacements } from '@server/tracking/adapters/kysely-new-placements';
import { KyselyPlaylistGradeInputs } from '@server/tracking/adapters/kysely-playlist-grade-inputs';
import { listBottedPlacements } from '@server/tracking/use-cases/list-botted-placements';
import { successOf } from '../../support/results';
import {
  BACKENDS,
  insertUser,
  openTrackingDatabase,
  type TrackingDatabase,
} from './support/tracking-database';

const DAY = 86_400_000;
const CYCLE_START = new Date('2026-04-01T08:00:00Z');
const id = (name: string) => name.padEnd(22, '0');

describe.each(BACKENDS)('tracked tracks and artists landing on botted playlists, on %s', (backend) => {
  let store: TrackingDatabase;

  beforeAll(async () => {
    store = await openTrackingDatabase(backend);
  });
  afterAll(async () => store.close());
  beforeEach(async () => store.reset());

  const deps = () => ({
    newPlacements: new KyselyNewPlacements(store.db),
    gradeInputs: new KyselyPlaylistGradeInputs(store.db),
  });

  async function item(kind: 'artist' | 'track' | 'playlist', name: string): Promise<number> {
    const row = await store.db
      .insertInto('tracked_items')
      .values({ kind, spotify_id: id(name), name, extra: '{}', created_at: CYCLE_START })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** 90 daily readings from `from`: a flat audience, or one with a +40,000 burst and a purge. */
  async function followers(itemId: number, from: number, botted: boolean) {
    const rows = Array.from({ length: 90 }, (_, day) => {
      let count = 10_000 + day * 10 + (day % 3) * 4;
      if (botted && day >= 40) count += 40_000;
      if (botted && day >= 70) count -= 30_000;
      return {
        item_id: itemId,
        cycle_id: null,
        checked_at: new Date(from + day * DAY),
        followers: count,
        popularity: null,
        track_count: null,
        snapshot_id: null,
      };
    });
    await store.db.insertInto('item_snapshots').values(rows).execute();
  }

  async function stay(playlistId: number, track: string, firstSeen: Date) {
    await store.db
      .insertInto('playlist_memberships')
      .values({
        item_id: playlistId,
        track_spotify_id: id(track),
        added_at: null,
        first_seen: firstSeen,
        last_seen: firstSeen,
      })
      .execute();
  }

  async function track(userId: number, itemId: number) {
    await store.db
      .insertInto('user_tracking')
      .values({ user_id: userId, item_id: itemId, created_at: CYCLE_START })
      .execute();
  }

  it('lists the tracked track and each tracked artist of it, once per botted playlist, after a time', async () => {
    const botted = await item('playlist', 'Bot Heaven');
    const organic = await item('playlist', 'Calm List');
    const fresh = await item('playlist', 'Just Tracked');
    await followers(botted, CYCLE_START.getTime() - 90 * DAY, true);
    await followers(organic, CYCLE_START.getTime() - 90 * DAY, false);
    // A playlist read for the first time in the cycle: its tracks were already there, nothing landed.
    await followers(fresh, CYCLE_START.getTime() + 60_000, true);
    const inCycle = new Date(CYCLE_START.getTime() + 60_000);
    for (const playlist of [botted, organic, fresh]) await stay(playlist, 'song', inCycle);
    await stay(botted, 'old', new Date(CYCLE_START.getTime() - 10 * DAY));
    await store.db
      .insertInto('playlist_track_artists')
      .values([
        { track_spotify_id: id('song'), artist_spotify_id: id('singer'), track_name: 'Song' },
        { track_spotify_id: id('old'), artist_spotify_id: id('singer'), track_name: 'Old One' },
      ])
      .execute();
    const fan = await insertUser(store.db, 'fan@example.com', true);
    const manager = await insertUser(store.db, 'manager@example.com', true);
    await track(fan, await item('track', 'song'));
    await track(manager, await item('artist', 'singer'));
    await track(manager, await item('artist', 'other'));
    // An item nobody tracks any more is no news.
    await item('artist', 'untracked');
    await store.db
      .insertInto('playlist_track_artists')
      .values({ track_spotify_id: id('song'), artist_spotify_id: id('untracked'), track_name: 'Song' })
      .execute();

    const listed = await successOf(listBottedPlacements(deps(), { after: CYCLE_START }));
    const landed = {
      playlistId: id('Bot Heaven'),
      playlistName: 'Bot Heaven',
      trackName: 'Song',
      seenAt: inCycle.toISOString(),
    };
    expect(listed).toEqual(
      new Map([
        [`track:${id('song')}`, [landed]],
        [`artist:${id('singer')}`, [landed]],
      ]),
    );
    expect(await successOf(listBottedPlacements(deps(), { after: inCycle }))).toEqual(new Map());
  });
});
