// Kysely row types of the tracking tables (migrations 020-029, 042, 044, 053). Added to `DB` in server/db/schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { ChartVerdict, VerdictConfidence } from '@domain/catalog';
import type { TrackedItemExtra, TrackedKind } from '@domain/tracking';

type CreatedAt = ColumnType<Date, Date | string, never>;
type Instant = ColumnType<Date, Date | string, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One artist, track or playlist, shared by every user who tracks it. */
export interface TrackedItemsTable {
  id: Generated<number>;
  kind: TrackedKind;
  spotify_id: string;
  name: string;
  extra: ColumnType<TrackedItemExtra, string | undefined, string>;
  created_at: CreatedAt;
}

export interface UserTrackingTable {
  user_id: number;
  item_id: number;
  created_at: CreatedAt;
}

/** One refresh of every tracked item. At most one is unfinished at a time. */
export interface RefreshCyclesTable {
  id: Generated<number>;
  started_at: CreatedAt;
  finished_at: NullableInstant;
  items: Generated<number>;
  snapshots: Generated<number>;
  failures: Generated<number>;
  notified_at: NullableInstant;
}

/** A narrow numeric reading of one item; `cycle_id` null for readings taken when tracking starts. */
export interface ItemSnapshotsTable {
  item_id: number;
  cycle_id: number | null;
  checked_at: Instant;
  followers: number | null;
  popularity: number | null;
  track_count: number | null;
  snapshot_id: string | null;
}

/** Upstream failures of one item within one cycle; `final` once retries are exhausted. */
export interface RefreshFailuresTable {
  cycle_id: number;
  item_id: number;
  attempts: number;
  last_error: string;
  final: boolean;
  updated_at: Instant;
}

/** A stay of one track on one playlist: opened when first seen, closed when it disappears. */
export interface PlaylistMembershipsTable {
  item_id: number;
  track_spotify_id: string;
  added_at: NullableInstant;
  first_seen: Instant;
  /** While open, the playlist's latest snapshot; set when the stay closes. */
  last_seen: Instant;
  removed_at: NullableInstant;
}

/** Who a track seen on a tracked playlist is by (placements on artist pages). */
export interface PlaylistTrackArtistsTable {
  track_spotify_id: string;
  artist_spotify_id: string;
  track_name: string;
}

/** Everything one item's dashboard row draws, rewritten with each snapshot write (migration 044). */
export interface ItemSummariesTable {
  item_id: number;
  checked_at: Instant;
  followers: number | null;
  popularity: number | null;
  track_count: number | null;
  followers_change: number | null;
  popularity_change: number | null;
  followers_7d: number | null;
  followers_30d: number | null;
  popularity_7d: number | null;
  popularity_30d: number | null;
  sparkline: ColumnType<number[], string, string>;
  verdict: ChartVerdict | null;
  confidence: VerdictConfidence | null;
  /** GRADING_VERSION of the verdict (migration 053); null or older: stale, re-graded at start. */
  grading_version: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The last retention thinning (migration 081): one row. */
export interface SnapshotRetentionTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  thinned_at: Date;
}

/** An opened item watched until its window ends (migration 103). */
export interface WatchedItemsTable {
  item_id: number;
  first_opened: Instant;
  last_opened: Instant;
  days_opened: Generated<number>;
  last_read: NullableInstant;
  readings: Generated<number>;
  /** The cycle that claimed its latest reading. */
  claimed_cycle: number | null;
}

/** Readings of watched items per UTC day (migration 103). */
export interface WatchedReadingDaysTable {
  day: ColumnType<string, string, string>;
  readings: Generated<number>;
}

/** The admin's pause of watching (migration 103): one row, absent until first set. */
export interface WatchSettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  paused: boolean;
  updated_at: Instant;
}

export interface TrackingTables {
  tracked_items: TrackedItemsTable;
  user_tracking: UserTrackingTable;
  refresh_cycles: RefreshCyclesTable;
  item_snapshots: ItemSnapshotsTable;
  refresh_failures: RefreshFailuresTable;
  playlist_memberships: PlaylistMembershipsTable;
  playlist_track_artists: PlaylistTrackArtistsTable;
  item_summaries: ItemSummariesTable;
  snapshot_retention: SnapshotRetentionTable;
  watched_items: WatchedItemsTable;
  watched_reading_days: WatchedReadingDaysTable;
  watch_settings: WatchSettingsTable;
}
