import type { StoredReading } from '@domain/catalog';
// What the tracking use cases need (docs/architecture.md#tracking-history-and-analytics). The shared
// ports `MusicService` and `Clock` are in domain/ports.
import type {
  GradeTransition,
  KeptReading,
  OwnerPlaylistHistory,
  PlaylistGradeInput,
  PlaylistMembership,
  TrackPopularity,
} from '@domain/analytics';
import type { ChartAnalysis, ChartVerdict, OwnerPlaylistListing, VerdictConfidence } from '@domain/catalog';
import type { Clock, MusicService } from '@domain/ports';
import type {
  ArtistHistoryEntry,
  PlacementDigest,
  PlacementStay,
  NewPlacement,
  FollowerPoint,
  ItemReading,
  ReadReason,
  TrackedItemExtra,
  TrackedKind,
  TrackPopularityEntry,
  WatchedItemRow,
} from '@domain/tracking';

/** One of the user's tracked items with its latest snapshot (all null before the first one). */
export interface LatestItem {
  readonly id: number;
  readonly spotifyId: string;
  readonly name: string;
  readonly extra: TrackedItemExtra;
  readonly followers: number | null;
  readonly popularity: number | null;
  readonly trackCount: number | null;
  readonly checkedAt: Date | null;
}

/**
 * One of the user's tracked items with what its dashboard row draws, kept up to date by every
 * snapshot write (all figures null, the sparkline empty, before the first snapshot).
 */
export interface ItemSummary extends LatestItem {
  /** When this user started tracking the item: the list's order (then the item's id). */
  readonly trackedAt: Date;
  /** The last known value minus the known one before it; null with fewer than two. */
  readonly followersChange: number | null;
  readonly popularityChange: number | null;
  /** The latest known value at least 7 (30) days older than the latest reading; null without one. */
  readonly followers7d: number | null;
  readonly followers30d: number | null;
  readonly popularity7d: number | null;
  readonly popularity30d: number | null;
  /** The last value of each UTC day of the last 30 days, oldest first: followers (tracks: popularity). */
  readonly sparkline: readonly number[];
  /** Playlists: the bot check of the follower history. */
  readonly verdict: ChartVerdict | null;
  readonly confidence: VerdictConfidence | null;
}

/** The dashboard's lists: one read per list, whatever the length of the histories. */
export interface ItemSummaries {
  /** The user's items of one kind, oldest tracking first. */
  ofUser(userId: number, kind: TrackedKind): Promise<ItemSummary[]>;
  /** Re-grades stored playlist grades computed under an older GRADING_VERSION; answers how many. */
  regradeStale(): Promise<number>;
  /** Re-grades the stored grades of playlists carrying a track read in the cycle; answers how many. */
  regradeCarryingTracksOf(cycleId: number): Promise<number>;
}

/** The items tracked by anyone (one per kind and Spotify id) and who tracks them. */
export interface TrackedItems {
  /** Creates the shared item, or refreshes its name and extra, from a reading; answers its id. */
  upsert(reading: ItemReading, now: Date): Promise<number>;
  /** True when the user was not tracking the item yet. */
  addTracker(userId: number, itemId: number, now: Date): Promise<boolean>;
  /** Ends this user's tracking; false when they were not tracking it. */
  removeTracker(userId: number, kind: TrackedKind, spotifyId: string): Promise<boolean>;
  isTracking(userId: number, kind: TrackedKind, spotifyId: string): Promise<boolean>;
  /** When this user started tracking the item; null when they do not track it. */
  trackingSince(userId: number, kind: TrackedKind, spotifyId: string): Promise<Date | null>;
  /** The user's items of one kind, oldest tracking first. */
  latestOfUser(userId: number, kind: TrackedKind): Promise<LatestItem[]>;
  /** How many items each of the users tracks (users tracking nothing are left out). */
  trackedCounts(userIds: readonly number[]): Promise<Map<number, number>>;
  /** Whether the user tracks the item, and how many items they track (what a start checks first). */
  trackingAndCount(
    userId: number,
    kind: TrackedKind,
    spotifyId: string,
  ): Promise<{ readonly tracking: boolean; readonly tracked: number }>;
}

/** Starting a user's tracking, all or nothing. */
/** What starting to track changed. */
export interface TrackingStart {
  /** False when the user was already tracking the item (only the name may change). */
  readonly started: boolean;
  /** The reading became a snapshot: the item's history and every tracker's dashboard row changed. */
  readonly snapshotTaken: boolean;
  /** The reading changed the known item's name (or artists): every tracker's dashboard row changed. */
  readonly renamed: boolean;
  /** Nothing changed: the account reached its cap meanwhile (concurrent starts; the database holds it). */
  readonly overCap?: true;
}

export interface TrackingStarts {
  /**
   * Shares the item (created, or renamed from the reading) and adds the user's tracking in one
   * statement; when it is new, then the reading as a snapshot (with its stays and summary, in one
   * transaction) unless the item has one taken after `freshSince`.
   */
  start(userId: number, reading: ItemReading, now: Date, freshSince: Date): Promise<TrackingStart>;
}

/** A reading of a known item, taken at `checkedAt`. */
export interface TimedReading {
  readonly itemId: number;
  readonly checkedAt: Date;
  readonly reading: ItemReading;
  /** The stored name and extra, when known: the item is renamed only if they changed. */
  readonly stored?: { readonly name: string; readonly extra: TrackedItemExtra };
}

/** Where readings are recorded. */
export interface Snapshots {
  /**
   * Writes one snapshot per reading, at most one per item and cycle (`cycleId` null: readings taken
   * when tracking starts), with the playlists' membership changes and renamed items, all or nothing.
   * Answers the ids of the items whose snapshot was written by this call.
   */
  write(cycleId: number | null, readings: readonly TimedReading[]): Promise<number[]>;
  /** Whether the item has a snapshot taken after `instant`. */
  hasSnapshotAfter(itemId: number, instant: Date): Promise<boolean>;
}

/** Retention of the stored readings (domain thinSnapshots), applied to every item at once. */
export interface SnapshotRetention {
  /** Deletes the readings retention drops at `now`; answers how many. */
  thin(now: Date): Promise<number>;
}

/**
 * The readings an account kept of an item elsewhere and imported (the listening feature's store,
 * issue 34 point 4), oldest first; scoped to that account.
 */
export interface KeptReadings {
  keptReadings(
    userId: number,
    item: { readonly kind: TrackedKind; readonly key: string },
  ): Promise<readonly KeptReading[]>;
}

/** Recorded snapshots of one item, oldest first (empty when nobody ever tracked it). */
export interface SnapshotHistory {
  artist(spotifyId: string): Promise<ArtistHistoryEntry[]>;
  trackPopularity(spotifyId: string): Promise<TrackPopularityEntry[]>;
  /** Readings without a follower count are left out. */
  playlistFollowers(spotifyId: string): Promise<FollowerPoint[]>;
  /** The playlist's name and every reading; null when it was never tracked. */
  playlistReadings(spotifyId: string): Promise<PlaylistReadings | null>;
  /** When the item was last read (ISO 8601), or null before its first snapshot. */
  latestCheck(kind: TrackedKind, spotifyId: string): Promise<string | null>;
  /** The latest reading of each of these items that was ever read (the dashboard's row); others left out. */
  latestReadings(kind: TrackedKind, spotifyIds: readonly string[]): Promise<Map<string, StoredReading>>;
}

/** One recorded reading of a playlist. ISO 8601 UTC. */
export interface PlaylistReading {
  readonly checked_at: string;
  readonly followers: number | null;
  readonly track_count: number | null;
}

export interface PlaylistReadings {
  readonly name: string;
  /** Oldest first. */
  readonly readings: readonly PlaylistReading[];
}

/** The stays of one track, or of every track by one artist, on tracked playlists. */
export interface Placements {
  /** Each stay with its playlist's name; unordered. */
  stays(kind: 'artist' | 'track', spotifyId: string): Promise<PlacementStay[]>;
}

/** The dashboard's placements column: each tracked track's or artist's playlist news. */
export interface PlacementDigests {
  /**
   * By the item's Spotify id, for the user's items of `kind`: placements seen added or ended after
   * `since`, and current ones on playlists graded likely botted (domain placementDigests). Items
   * with no news are left out. `only` reads just those of the user's items (a column patched after a start).
   */
  ofUser(
    userId: number,
    kind: 'artist' | 'track',
    since: Date,
    only?: readonly string[],
  ): Promise<ReadonlyMap<string, PlacementDigest>>;
}

/**
 * What grading a playlist weighs (domain gradePlaylist): its follower counts, its track stays and
 * its tracked tracks' popularity. Every grade the server shows or stores is computed from these.
 */
export interface PlaylistGradeInputs {
  /** By playlist Spotify id, for many playlists in a few queries; empty inputs when never tracked. */
  of(playlistIds: readonly string[]): Promise<Map<string, PlaylistGradeInput>>;
}

/** Tracks that landed on tracked playlists, for the tracked items they concern (alerts). */
export interface NewPlacements {
  /**
   * Stays first seen after `after` on playlists read before them (a playlist's first reading lands
   * nothing), once for the track if it is tracked and once for each tracked artist of it; oldest first.
   */
  since(after: Date): Promise<NewPlacement[]>;
}

/** `kind:spotifyId` of a tracked artist or track. */
export type PlacedItemKey = `${'artist' | 'track'}:${string}`;

/** A tracked item's landing on a playlist graded `likely_botted`. */
export interface BottedPlacementRecord {
  readonly playlistId: string;
  readonly playlistName: string;
  readonly trackName: string | null;
  readonly seenAt: string;
}

/** What tracking tells of botted placements (`compose()` hands it to alerts as their `PlacementEvents`). */
/** Playlists' grades before and after their latest count, by playlist Spotify id (fewer than two counts: absent). */
export interface GradeTransitions {
  of(playlistIds: readonly string[]): Promise<Map<string, GradeTransition>>;
}

export interface BottedPlacements {
  /** Tracked artists' and tracks' landings on `likely_botted` playlists first seen after `after`. */
  since(after: Date): Promise<Map<PlacedItemKey, BottedPlacementRecord[]>>;
}

/** Everything tracking has recorded about one playlist. */
export interface RecordedPlaylist extends PlaylistReadings {
  readonly spotifyId: string;
  readonly memberships: readonly PlaylistMembership[];
  /** The popularity of the tracked tracks among its stays (what grading weighs besides the rest). */
  readonly tracks: readonly TrackPopularity[];
}

/** A user's tracked item (for the alerts evaluation). */
export interface UserTrackedItem {
  readonly userId: number;
  readonly kind: TrackedKind;
  readonly spotifyId: string;
  readonly name: string;
}

/** One reading's followers and popularity (ISO 8601 UTC). */
export interface RecentReading {
  readonly checked_at: string;
  readonly followers: number | null;
  readonly popularity: number | null;
}

/** A track a user tracks, with what an export's song is matched by (issue 34). */
export interface TrackedTrackDetails {
  readonly spotifyId: string;
  readonly name: string;
  /** Its artists' names, comma-separated, as the last reading gave them ('' when unknown). */
  readonly artistNames: string;
  readonly isrc: string | null;
}

/** Who tracks what, and each item's readings since an instant (one query for many items). */
export interface RecentReadings {
  trackedItemsOf(userIds: readonly number[]): Promise<UserTrackedItem[]>;
  /** The tracks the user tracks, with their artists and ISRC. */
  trackedTracksOf(userId: number): Promise<TrackedTrackDetails[]>;
  /** By `kind:spotifyId`, oldest first. */
  recentReadings(
    items: ReadonlyArray<{ kind: TrackedKind; spotifyId: string }>,
    since: Date,
  ): Promise<Map<string, RecentReading[]>>;
}

/**
 * What other features may read of tracking's records: tracking alone names its tables
 * (docs/architecture.md#seams). `compose()` hands it to the catalog, the analysis and accounts.
 */
export interface TrackingQueries {
  /** Whether the user tracks the item. */
  isTracking(userId: number, kind: TrackedKind, spotifyId: string): Promise<boolean>;
  /** When the playlist was last read (ISO 8601), or null before its first reading. */
  latestPlaylistCheck(playlistId: string): Promise<string | null>;
  /** The playlist's `chart_analysis`, graded by gradePlaylist (insufficient_data when never tracked). */
  playlistChart(playlistId: string): Promise<ChartAnalysis>;
  /** The latest stored reading of each of these items that was ever read. */
  latestReadings(kind: TrackedKind, spotifyIds: readonly string[]): Promise<Map<string, StoredReading>>;
  /**
   * The playlist's chart graded with an account's kept readings among its checks (ours win on a day
   * both exist; domain mergeKeptReadings), `coverage.imported` counting them. Never stored or shared.
   */
  playlistChartWithKept(playlistId: string, kept: readonly KeptReading[]): Promise<ChartAnalysis>;
  /** The playlist's readings and stays; null when it was never tracked. */
  recordedPlaylist(playlistId: string): Promise<RecordedPlaylist | null>;
  /** Each playlist's latest recorded follower count, by Spotify id (never tracked or never counted: left out). */
  latestFollowers(playlistIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /** How many items each of the users tracks (users tracking nothing are left out). */
  trackedCounts(userIds: readonly number[]): Promise<ReadonlyMap<number, number>>;
  /** The items these users track (alerts). */
  trackedItemsOf: RecentReadings['trackedItemsOf'];
  /** The tracks a user tracks, with their artists and ISRC (matching imported songs). */
  trackedTracksOf: RecentReadings['trackedTracksOf'];
  /** Each item's readings since `since`, by `kind:spotifyId`, oldest first (alerts). */
  recentReadings: RecentReadings['recentReadings'];
}

export interface RefreshCycle {
  readonly id: number;
  readonly startedAt: Date;
}

/** Where the refresh cycles stand (the operators' metrics). */
export interface RefreshProgress {
  /** The unfinished cycle: its items, those read (`done`) and those given up on (`failed`). */
  readonly open:
    | (RefreshCycle & { readonly items: number; readonly done: number; readonly failed: number })
    | null;
  readonly lastFinished: {
    readonly finishedAt: Date;
    readonly items: number;
    readonly failures: number;
  } | null;
}

export interface RefreshProgressReader {
  read(): Promise<RefreshProgress>;
}

/** A cycle as recorded; the counts are set when it finishes. */
export interface CycleRecord extends RefreshCycle, CycleCounts {
  readonly finishedAt: Date | null;
}

/** An item a cycle still has to read. */
export interface DueItem {
  readonly id: number;
  readonly kind: TrackedKind;
  readonly spotify_id: string;
  /** As stored, so an unchanged name costs no write. */
  readonly name: string;
  readonly extra: TrackedItemExtra;
}

/** What one run of a cycle did. `items` = items read (snapshots written + items given up on). */
export interface CycleCounts {
  readonly items: number;
  readonly snapshots: number;
  readonly failures: number;
}

export interface ReadFailure {
  readonly cycleId: number;
  readonly itemId: number;
  readonly error: string;
  /** Retries are exhausted: the item waits for the next cycle. */
  readonly final: boolean;
  readonly now: Date;
}

/** The refresh cycles: at most one unfinished at a time. */
export interface RefreshCycles {
  /** The unfinished cycle (a run that was interrupted), or a new one started at `now`. */
  open(now: Date): Promise<RefreshCycle>;
  find(cycleId: number): Promise<CycleRecord | null>;
  hasUnfinished(): Promise<boolean>;
  /** When the last cycle started; null when none ever ran. */
  lastStart(): Promise<Date | null>;
  /**
   * Items the cycle still has to read: tracked by someone (and present when the cycle started) or
   * watched and claimed by this cycle when it opened, with no snapshot in this cycle and not given
   * up on; tracked items first.
   */
  due(cycle: RefreshCycle): Promise<DueItem[]>;
  /** Counts one failed read; answers the number of attempts so far. */
  recordFailure(failure: ReadFailure): Promise<number>;
  /** Closes the cycle with its final counts; only one caller gets them, everyone else gets null. */
  finish(cycleId: number, now: Date): Promise<CycleCounts | null>;
  /** Claims the right to send a finished cycle's notifications; true for exactly one caller. */
  claimNotifications(cycleId: number, now: Date): Promise<boolean>;
  /** Finished cycles whose notifications were never sent (the sender crashed). */
  unnotified(): Promise<number[]>;
}

/** One queued read of an item; `attempt` counts the reads that failed before it. */
export interface ItemJob {
  readonly cycleId: number;
  readonly item: DueItem;
  readonly attempt: number;
  /** How many times the cycle's stalled items were queued again before this job (absent: none). */
  readonly round?: number;
}

/** A pending check whether a queued cycle is done; `stalls` counts checks without progress. */
export interface FinishCheck {
  readonly cycleId: number;
  readonly lastDue: number;
  readonly stalls: number;
  /** How many times the cycle's due items were queued again (absent: none). */
  readonly requeues?: number;
}

/** The job queue of the refresh workers (pg-boss). Queuing the same read twice is a no-op. */
export interface RefreshQueue {
  /** Asks the workers for a cycle (at most one request waits); `force` skips the due check. */
  requestCycle(force?: boolean): Promise<void>;
  /** Queues the first read of each item; `round` > 0 queues stalled items again, as new jobs. */
  enqueueItems(cycleId: number, items: readonly DueItem[], round?: number): Promise<void>;
  /** Queues the read `job` after `delaySeconds`. */
  retryItem(job: ItemJob, delaySeconds: number): Promise<void>;
  /** Checks the cycle after `delaySeconds` (at most one check per cycle waits). */
  checkLater(check: FinishCheck, delaySeconds: number): Promise<void>;
}

/** The demo catalog tracking seeds the demo user's history from (the catalog supplies it). */
export interface DemoHistorySource {
  /** The items to track, with history over the `days` before `now`. */
  chooseItems(now: Date, days: number): ReadonlyArray<{ readonly kind: TrackedKind; readonly id: string }>;
  /** The demo music service as it reads at the given clock's time. */
  musicAt(clock: Clock): MusicService;
}

/** One item's readings, one per instant of its `ImportedHistory`. */
export interface ImportedSeries {
  readonly kind: TrackedKind;
  readonly spotifyId: string;
  readonly readings: readonly ItemReading[];
}

/** A user's whole recorded history, written at once (the demo user's year). */
export interface ImportedHistory {
  readonly userId: number;
  /** When each reading was taken, oldest first. */
  readonly instants: readonly Date[];
  readonly series: readonly ImportedSeries[];
  /** The last readings stand for a cycle that finished (and notified) at `now`. */
  readonly now: Date;
}

/** Whole histories written outside the refresh cycles (demo seeding). */
export interface HistoryImport {
  tracksAnything(userId: number): Promise<boolean>;
  /**
   * Writes the items, the user's tracking, every snapshot, the playlists' stays and a finished
   * cycle, all or nothing. Answers the number of snapshots written.
   */
  write(history: ImportedHistory): Promise<number>;
}

/** What one write changed, as the write adapters report it (the read cache drops what depends on it). */
export type TrackingChange =
  /** Many items' records at once (re-graded playlists, an imported history). */
  | { readonly changed: 'everything' }
  /** One item got a snapshot or a new name: its answers and every tracker's list of its kind. */
  | { readonly changed: 'item'; readonly kind: TrackedKind; readonly spotifyId: string }
  /**
   * Playlists were first seen by being opened (watched): no reading yet, but each owner's list of
   * playlists the install knows (a first look's curator grades) gains a row.
   */
  | { readonly changed: 'new-playlists'; readonly ownerIds: readonly string[] }
  /** Items were opened (watched anew) or stopped being watched: why the install reads them changed. */
  | {
      readonly changed: 'watched';
      readonly items: readonly { readonly kind: TrackedKind; readonly spotifyId: string }[];
    }
  /** One user's tracking of a kind changed, no snapshot written: their list of that kind. */
  | { readonly changed: 'tracking'; readonly userId: number; readonly kind: TrackedKind }
  /**
   * The user started tracking an item whose records this write left as they were: their list of
   * its kind gains `summary` (a cached list is patched rather than read again).
   */
  | {
      readonly changed: 'tracked';
      readonly userId: number;
      readonly summary: ItemSummary;
      readonly kind: TrackedKind;
    }
  /**
   * The user is an artist's or track's only tracker and this start wrote its snapshot: the item's
   * answers change, and of the lists only theirs, which gains `summary`.
   */
  | {
      readonly changed: 'first-tracker';
      readonly userId: number;
      readonly summary: ItemSummary;
      readonly kind: TrackedKind;
    }
  /** The user stopped tracking the item: their list of its kind loses it. */
  | {
      readonly changed: 'untracked';
      readonly userId: number;
      readonly kind: TrackedKind;
      readonly spotifyId: string;
    };

/** Where the write adapters report their changes: one listener per process (the read cache). */
export interface TrackingChanges {
  report(change: TrackingChange): void;
}

/** For writers nobody reads after (a worker, a test): changes go nowhere. */
export const UNHEARD_CHANGES: TrackingChanges = { report: () => undefined };

/**
 * Who may run an inline refresh cycle now: one process at a time per database, so two API processes
 * (or `refresh-once` beside them) never read the same items twice.
 */
export interface CycleClaim {
  /** True when this instance now holds the claim. */
  tryAcquire(): Promise<boolean>;
  release(): Promise<void>;
}

/** Told, without waiting, of each item a user starts tracking (another feature's background work). */
export type ItemTrackedHook = (item: { readonly kind: TrackedKind; readonly spotifyId: string }) => void;

/** One tracked playlist of an owner, as its latest summary row has it. */
export interface CuratorPlaylistRow {
  readonly playlistId: string;
  readonly name: string;
  readonly followers: number | null;
  readonly followersChange: number | null;
  readonly verdict: ChartVerdict | null;
  readonly confidence: VerdictConfidence | null;
  readonly checkedAt: Date | null;
  /** The owner's name as this playlist's latest reading gave it; null when it gave none. */
  readonly ownerName: string | null;
}

/** A curator page's reads: one owner's tracked playlists and their recent follower histories. */
export interface CuratorPages {
  playlists(ownerId: string): Promise<CuratorPlaylistRow[]>;
  /** Their follower readings over the last 90 days before `now`, oldest first. */
  histories(ownerId: string, now: Date): Promise<OwnerPlaylistHistory[]>;
  /** The owner id the latest reading of a tracked playlist stored; null when unknown. */
  ownerOf(playlistId: string): Promise<string | null>;
}

/** Why the install reads an item, without saying who asked for it. */
export interface ReadReasons {
  /** Null when it is read for no one but the viewer now (or never was); the viewer's tracking does not count. */
  whyRead(kind: TrackedKind, spotifyId: string, viewerId: number | null): Promise<ReadReason | null>;
}

/** A curator's public playlists as their music service lists them (the catalog's `ownerPlaylists`). */
export interface OwnerPlaylistListings {
  /** Whether listing this owner's playlists would call the music service now (not cached, offered). */
  reachesService(ownerKey: string): boolean;
  listed(ownerKey: string): Promise<OwnerPlaylistListing>;
}

/** An item a browser opened: what its watched row starts from (readings fill in the rest). */
export interface OpenedItem {
  readonly kind: TrackedKind;
  /** The item key. */
  readonly spotifyId: string;
  readonly name: string;
  readonly extra: TrackedItemExtra;
}

/** An item opened at a time (one key at most once in a batch). */
export interface TimedOpen {
  readonly item: OpenedItem;
  readonly at: Date;
}

/** An opened item as the catalog's routes report it: its name and extra read only when needed. */
export interface ReportedOpen {
  readonly kind: TrackedKind;
  readonly spotifyId: string;
  readonly details: () => Pick<OpenedItem, 'name' | 'extra'>;
}

/** What the admin view reads of watching: the rows, today's and this month's readings. */
export interface WatchOverviewRows {
  readonly items: readonly WatchedItemRow[];
  readonly total: number;
  readonly readingsToday: number;
  readonly readingsThisMonth: number;
}

/** Watching what people open: who opened what, and the admin's pause. */
export interface WatchedItems {
  /**
   * Starts or extends watching each item opened at its time (an item a member tracks is read anyway
   * and is left alone), then drops the least recently opened beyond `maxItems`: one transaction.
   */
  recordOpens(opens: readonly TimedOpen[], maxItems: number): Promise<void>;
  /** The most recently opened `limit` items, and the readings of `now`'s UTC day and month. */
  overview(now: Date, limit: number): Promise<WatchOverviewRows>;
  paused(): Promise<boolean>;
  setPaused(paused: boolean, now: Date): Promise<void>;
}

/** The operator's budget for watching opened items (`WATCH_OPENED*`, docs/configuration.md). */
export interface WatchBudget {
  readonly maxItems: number;
  readonly readingsPerDay: number;
  readonly windowDays: number;
}
