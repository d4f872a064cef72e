import type { StoredReading } from '@domain/catalog';
import type { Kysely } from 'kysely';
import type { ArtistHistoryEntry, FollowerPoint, TrackedKind, TrackPopularityEntry } from '@domain/tracking';
import type { DB } from '../../db/schema';
import type { PlaylistReadings, SnapshotHistory } from '../ports';

export class KyselySnapshotHistory implements SnapshotHistory {
  constructor(private readonly db: Kysely<DB>) {}

  async artist(spotifyId: string): Promise<ArtistHistoryEntry[]> {
    const rows = await this.snapshotsOf('artist', spotifyId)
      .select(['s.checked_at', 's.popularity', 's.followers'])
      .execute();
    return rows.map((row) => ({
      checked_at: row.checked_at.toISOString(),
      popularity: row.popularity,
      followers: row.followers,
    }));
  }

  async trackPopularity(spotifyId: string): Promise<TrackPopularityEntry[]> {
    const rows = await this.snapshotsOf('track', spotifyId)
      .select(['s.checked_at', 's.popularity'])
      .execute();
    return rows.map((row) => ({
      checked_at: row.checked_at.toISOString(),
      popularity: row.popularity,
    }));
  }

  async playlistFollowers(spotifyId: string): Promise<FollowerPoint[]> {
    const rows = await this.snapshotsOf('playlist', spotifyId)
      .select(['s.checked_at', 's.followers', 's.track_count'])
      .execute();
    const points: FollowerPoint[] = [];
    for (const row of rows) {
      if (row.followers !== null) {
        points.push({
          checked_at: row.checked_at.toISOString(),
          followers: row.followers,
          track_count: row.track_count,
        });
      }
    }
    return points;
  }

  async playlistReadings(spotifyId: string): Promise<PlaylistReadings | null> {
    const item = await this.db
      .selectFrom('tracked_items')
      .select('name')
      .where('kind', '=', 'playlist')
      .where('spotify_id', '=', spotifyId)
      .executeTakeFirst();
    if (!item) return null;
    const rows = await this.snapshotsOf('playlist', spotifyId)
      .select(['s.checked_at', 's.followers', 's.track_count'])
      .execute();
    const readings = rows.map((row) => ({
      checked_at: row.checked_at.toISOString(),
      followers: row.followers,
      track_count: row.track_count,
    }));
    return { name: item.name, readings };
  }

  async latestCheck(kind: TrackedKind, spotifyId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('item_snapshots as s')
      .innerJoin('tracked_items as t', 't.id', 's.item_id')
      .select('s.checked_at')
      .where('t.kind', '=', kind)
      .where('t.spotify_id', '=', spotifyId)
      .orderBy('s.checked_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? row.checked_at.toISOString() : null;
  }

  async latestReadings(
    kind: TrackedKind,
    spotifyIds: readonly string[],
  ): Promise<Map<string, StoredReading>> {
    const readings = new Map<string, StoredReading>();
    if (spotifyIds.length === 0) return readings;
    const rows = await this.db
      .selectFrom('item_summaries as u')
      .innerJoin('tracked_items as t', 't.id', 'u.item_id')
      .select(['t.spotify_id', 'u.checked_at', 'u.followers', 'u.popularity', 'u.track_count'])
      .where('t.kind', '=', kind)
      .where('t.spotify_id', 'in', [...new Set(spotifyIds)])
      .execute();
    for (const row of rows) {
      readings.set(row.spotify_id, {
        checked_at: row.checked_at.toISOString(),
        followers: row.followers,
        popularity: row.popularity,
        track_count: row.track_count,
      });
    }
    return readings;
  }

  private snapshotsOf(kind: TrackedKind, spotifyId: string) {
    return this.db
      .selectFrom('item_snapshots as s')
      .innerJoin('tracked_items as t', 't.id', 's.item_id')
      .where('t.kind', '=', kind)
      .where('t.spotify_id', '=', spotifyId)
      .orderBy('s.checked_at');
  }
}
