import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  BASELINE_DAYS,
  MARGIN_DAYS,
  type PlaylistGradeInput,
  type PlaylistMembership,
  type TrackPopularity,
} from '@domain/analytics';
import type { DB } from '../../db/schema';

/** A playlist's grade inputs, by its item id. */
export interface PlaylistGradeRecord {
  readonly spotifyId: string;
  readonly input: PlaylistGradeInput;
}

// Readings further from a stay than this never count (popularity-corroboration.ts); a day to spare.
const BEFORE_STAY = sql.raw(`interval '${MARGIN_DAYS + BASELINE_DAYS + 1} days'`);
const AFTER_STAY = sql.raw(`interval '${MARGIN_DAYS + 1} days'`);

/**
 * A timestamp as `Date.toISOString` writes it (UTC, milliseconds truncated), made by the database: a
 * year of a playlist's counts is hundreds of rows, and parsing each into a Date only to print it again
 * is most of a re-grade's work and garbage in the API process.
 */
const isoText = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What grading weighs (domain gradePlaylist) for the playlists `where` selects (`t` is
 * `tracked_items`, kind playlist): their follower counts, their track stays and the popularity of the
 * tracked tracks among those stays, around their stays. Three queries, whatever the number of
 * playlists; each is an index range per playlist and track. Playlists without a reading are absent.
 */
export async function readPlaylistGradeInputs(
  db: Kysely<DB>,
  where: RawBuilder<unknown>,
): Promise<Map<number, PlaylistGradeRecord>> {
  const playlists = sql`select t.id, t.spotify_id from tracked_items t where t.kind = 'playlist' and ${where}`;
  const [points, stays, popularity] = await Promise.all([
    sql<{ item_id: number; spotify_id: string; checked_at: string; followers: number }>`
      with p as materialized (${playlists})
      select p.id as item_id, p.spotify_id, ${isoText('s.checked_at')} as checked_at, s.followers
      from p join item_snapshots s on s.item_id = p.id
      where s.followers is not null
      order by p.id, s.checked_at`.execute(db),
    sql<{
      item_id: number;
      track_spotify_id: string;
      added_at: string | null;
      first_seen: string;
      removed_at: string | null;
    }>`
      with p as materialized (${playlists})
      select m.item_id, m.track_spotify_id, ${isoText('m.added_at')} as added_at,
        ${isoText('m.first_seen')} as first_seen, ${isoText('m.removed_at')} as removed_at
      from p join playlist_memberships m on m.item_id = p.id
      order by m.item_id, m.first_seen, m.track_spotify_id`.execute(db),
    sql<{ item_id: number; track_id: string; name: string; checked_at: string; popularity: number }>`
      with p as materialized (${playlists}),
      tracks as materialized (
        select m.item_id, tr.id as track_item, tr.spotify_id as track_id, tr.name,
          min(coalesce(m.added_at, m.first_seen)) - ${BEFORE_STAY} as from_at,
          case when bool_and(m.removed_at is not null) then max(m.removed_at) + ${AFTER_STAY} end as to_at
        from p
        join playlist_memberships m on m.item_id = p.id
        join tracked_items tr on tr.kind = 'track' and tr.spotify_id = m.track_spotify_id
        group by m.item_id, tr.id, tr.spotify_id, tr.name)
      select tracks.item_id, tracks.track_id, tracks.name, ${isoText('s.checked_at')} as checked_at,
        s.popularity
      from tracks join item_snapshots s on s.item_id = tracks.track_item
        and s.checked_at >= tracks.from_at and (tracks.to_at is null or s.checked_at <= tracks.to_at)
      where s.popularity is not null
      order by tracks.item_id, tracks.track_id, s.checked_at`.execute(db),
  ]);
  const records = new Map<number, { spotifyId: string; input: MutableInput }>();
  for (const row of points.rows) {
    let record = records.get(row.item_id);
    if (!record) {
      record = { spotifyId: row.spotify_id, input: { points: [], stays: [], tracks: [] } };
      records.set(row.item_id, record);
    }
    record.input.points.push({ checked_at: row.checked_at, followers: row.followers });
  }
  for (const row of stays.rows) {
    records.get(row.item_id)?.input.stays.push({
      trackId: row.track_spotify_id,
      addedAt: row.added_at,
      firstSeen: row.first_seen,
      removedAt: row.removed_at,
    });
  }
  for (const row of popularity.rows) {
    const tracks = records.get(row.item_id)?.input.tracks;
    if (!tracks) continue;
    let track = tracks.at(-1);
    if (track?.trackId !== row.track_id) {
      track = { trackId: row.track_id, name: row.name, points: [] };
      tracks.push(track);
    }
    track.points.push({ checked_at: row.checked_at, popularity: row.popularity });
  }
  return records;
}

interface MutableInput {
  readonly points: Array<{ checked_at: string; followers: number }>;
  readonly stays: PlaylistMembership[];
  readonly tracks: Array<TrackPopularity & { points: Array<{ checked_at: string; popularity: number }> }>;
}
