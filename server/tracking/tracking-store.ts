import { type Kysely, sql } from 'kysely';
import type { TrackedArtistRow, TrackedPlaylistRow, TrackedTrackRow } from '@domain/tracking';
import type { DB } from '../db/schema';
import type { ItemReading } from './item-reading';
import type { TrackedKind } from './tables';

/** Creates the shared item (or refreshes its name) and returns its id. */
export async function upsertItem(db: Kysely<DB>, reading: ItemReading, now: Date): Promise<number> {
  const row = await db
    .insertInto('tracked_items')
    .values({
      kind: reading.kind,
      spotify_id: reading.spotifyId,
      name: reading.name,
      extra: JSON.stringify(reading.extra),
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['kind', 'spotify_id']).doUpdateSet({
        name: (eb) => eb.ref('excluded.name'),
        extra: (eb) => eb.ref('excluded.extra'),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds the user as a tracker of the item; true when they were not tracking it yet. */
export async function addTracker(
  db: Kysely<DB>,
  userId: number,
  itemId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insertInto('user_tracking')
    .values({ user_id: userId, item_id: itemId, created_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
    .returning('item_id')
    .execute();
  return rows.length > 0;
}

/** Stops this user's tracking (never anyone else's); the item's history stays. True when removed. */
export async function removeTracker(
  db: Kysely<DB>,
  userId: number,
  kind: TrackedKind,
  spotifyId: string,
): Promise<boolean> {
  const item = await findItem(db, kind, spotifyId);
  if (!item) return false;
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('user_tracking')
      .where('user_id', '=', userId)
      .where('item_id', '=', item.id)
      .returning('item_id')
      .execute();
    await trx
      .deleteFrom('notification_state')
      .where('user_id', '=', userId)
      .where('item_id', '=', item.id)
      .execute();
    return removed.length > 0;
  });
}

export async function findItem(db: Kysely<DB>, kind: TrackedKind, spotifyId: string) {
  return db
    .selectFrom('tracked_items')
    .select(['id', 'name'])
    .where('kind', '=', kind)
    .where('spotify_id', '=', spotifyId)
    .executeTakeFirst();
}

export async function isTracking(
  db: Kysely<DB>,
  userId: number,
  kind: TrackedKind,
  spotifyId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('user_tracking as ut')
    .innerJoin('tracked_items as t', 't.id', 'ut.item_id')
    .select('ut.item_id')
    .where('ut.user_id', '=', userId)
    .where('t.kind', '=', kind)
    .where('t.spotify_id', '=', spotifyId)
    .executeTakeFirst();
  return row !== undefined;
}

interface LatestRow {
  id: number;
  spotify_id: string;
  name: string;
  extra: { artist_names?: string };
  followers: number | null;
  popularity: number | null;
  track_count: number | null;
  checked_at: Date | null;
}

/** The user's tracked items of one kind with their latest snapshot, oldest tracking first. */
async function latestRows(db: Kysely<DB>, userId: number, kind: TrackedKind): Promise<LatestRow[]> {
  const result = await sql<LatestRow>`
    select t.id, t.spotify_id, t.name, t.extra, s.followers, s.popularity, s.track_count, s.checked_at
    from user_tracking ut
    join tracked_items t on t.id = ut.item_id
    left join lateral (
      select followers, popularity, track_count, checked_at from item_snapshots
      where item_id = t.id order by checked_at desc limit 1
    ) s on true
    where ut.user_id = ${userId} and t.kind = ${kind}
    order by ut.created_at, t.id`.execute(db);
  return result.rows;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export async function trackedPlaylists(db: Kysely<DB>, userId: number): Promise<TrackedPlaylistRow[]> {
  return (await latestRows(db, userId, 'playlist')).map((row) => ({
    id: row.id,
    spotify_playlist_id: row.spotify_id,
    playlist_name: row.name,
    followers: row.followers,
    number_of_tracks: row.track_count,
    last_checked: iso(row.checked_at),
  }));
}

export async function trackedTracks(db: Kysely<DB>, userId: number): Promise<TrackedTrackRow[]> {
  return (await latestRows(db, userId, 'track')).map((row) => ({
    id: row.id,
    spotify_track_id: row.spotify_id,
    track_name: row.name,
    artist_names: row.extra.artist_names ?? '',
    popularity: row.popularity,
    last_checked: iso(row.checked_at),
  }));
}

export async function trackedArtists(db: Kysely<DB>, userId: number): Promise<TrackedArtistRow[]> {
  return (await latestRows(db, userId, 'artist')).map((row) => ({
    id: row.id,
    spotify_artist_id: row.spotify_id,
    artist_name: row.name,
    popularity: row.popularity,
    last_checked: iso(row.checked_at),
  }));
}
