import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlaylistFigures, StoredPlaylist } from '@server/analysis/ports';
import {
  BACKENDS,
  insertUser,
  openTrackingDatabase,
  type TrackingDatabase,
} from '../tracking/support/tracking-database';
import { InMemoryPlaylistFigures } from '../../support/fakes/analysis/in-memory-ports';
import { kyselyTrackingQueries } from '../tracking/support/kysely-ports';
import { aPlaylistHistory, spotifyId } from './support/playlist-history';

const PLAYLIST = spotifyId('stored');
const stored = aPlaylistHistory().overDays(20).withSpike(5, 900).stored(PLAYLIST);
const ADAPTERS = ['in-memory', ...BACKENDS] as const;

/** Writes a stored playlist into tracking's tables, as tracking would have, tracked by `userId`. */
async function writeTracked(database: TrackingDatabase, playlist: StoredPlaylist, userId: number) {
  const { db } = database;
  const item = await db
    .insertInto('tracked_items')
    .values({ kind: 'playlist', spotify_id: playlist.spotifyId, name: playlist.name, created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_tracking')
    .values({ user_id: userId, item_id: item.id, created_at: new Date() })
    .execute();
  // Written newest first: the adapter must sort.
  await db
    .insertInto('item_snapshots')
    .values(
      [...playlist.readings].reverse().map((reading) => ({ item_id: item.id, cycle_id: null, ...reading })),
    )
    .execute();
  await db
    .insertInto('playlist_memberships')
    .values(
      playlist.memberships.map((stay) => ({
        item_id: item.id,
        track_spotify_id: stay.trackId,
        added_at: stay.addedAt,
        first_seen: stay.firstSeen,
        last_seen: stay.removedAt ?? stay.firstSeen,
        removed_at: stay.removedAt,
      })),
    )
    .execute();
}

describe.each(ADAPTERS)('the playlist figures contract on %s', (kind) => {
  let database: TrackingDatabase | undefined;
  let figures: PlaylistFigures;
  let tracker: number;
  let stranger: number;

  beforeAll(async () => {
    if (kind !== 'in-memory') database = await openTrackingDatabase(kind);
  });
  afterAll(async () => database?.close());
  beforeEach(async () => {
    if (database) {
      await database.reset();
      tracker = await insertUser(database.db, 'tracker@example.com');
      stranger = await insertUser(database.db, 'stranger@example.com');
      await writeTracked(database, stored, tracker);
      // Tracking's query port is what compose() hands the analysis.
      figures = kyselyTrackingQueries(database.db);
    } else {
      [tracker, stranger] = [1, 2];
      figures = new InMemoryPlaylistFigures().store(stored).track(tracker, PLAYLIST);
    }
  });

  it('knows who tracks the playlist', async () => {
    expect(await figures.isTracking(tracker, 'playlist', PLAYLIST)).toBe(true);
    expect(await figures.isTracking(stranger, 'playlist', PLAYLIST)).toBe(false);
    expect(await figures.isTracking(tracker, 'playlist', spotifyId('unknown'))).toBe(false);
  });

  it('reads the latest check and the whole stored history, oldest first', async () => {
    expect(await figures.latestPlaylistCheck(PLAYLIST)).toBe(stored.readings.at(-1)!.checked_at);
    expect(await figures.latestPlaylistCheck(spotifyId('unknown'))).toBeNull();
    const read = await figures.recordedPlaylist(PLAYLIST);
    expect(read).toMatchObject({ spotifyId: PLAYLIST, name: stored.name, readings: stored.readings });
    const byTrack = (list: StoredPlaylist['memberships']) =>
      [...list].sort((a, b) => a.trackId.localeCompare(b.trackId));
    expect(byTrack(read!.memberships)).toEqual(byTrack(stored.memberships));
    expect(await figures.recordedPlaylist(spotifyId('unknown'))).toBeNull();
  });
});
