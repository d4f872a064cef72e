// `npm run bench -- tracking-writes`: what one start and one stop of tracking cost the process that
// serves them, on the embedded database (PGlite runs on the server's own event loop), and what the
// dashboard list read after each costs: the writes as they were (a transaction of three statements
// for every start, the user's cached list dropped by start and stop) against the writes as they
// are (one statement beside a recent snapshot, the cached list patched). Alternating rounds on one
// database, so the machine's load weighs on both alike.
import { type Kysely, sql } from 'kysely';
import type { ItemReading } from '@domain/tracking';
import { openDatabase } from '@server/db/database';
import type { DB } from '@server/db/schema';
import { cachedTrackingReads } from '@server/tracking/adapters/cached-tracking-reads';
import { KyselyItemSummaries } from '@server/tracking/adapters/kysely-item-summaries';
import { KyselyPlacementDigests } from '@server/tracking/adapters/kysely-placement-digests';
import { KyselyPlacements } from '@server/tracking/adapters/kysely-placements';
import { KyselyPlaylistGradeInputs } from '@server/tracking/adapters/kysely-playlist-grade-inputs';
import { KyselySnapshotHistory } from '@server/tracking/adapters/kysely-snapshot-history';
import { KyselyTrackedItems } from '@server/tracking/adapters/kysely-tracked-items';
import { KyselyTrackingStarts } from '@server/tracking/adapters/kysely-tracking-starts';
import { MemoryHistoryCache } from '@server/tracking/adapters/memory-history-cache';
import type { TrackingChange, TrackingChanges } from '@server/tracking/ports';

const ROUNDS = Number(process.env.WRITES_ROUNDS ?? 300);
const LIST_SIZE = 40;

/** The start as it was before this change (its statement verbatim): every start a transaction, the item always rewritten. */
async function startAsBefore(
  db: Kysely<DB>,
  userId: number,
  reading: ItemReading,
  now: Date,
  freshSince: Date,
) {
  return db.transaction().execute(async (trx) => {
    const extra = JSON.stringify(reading.extra);
    const result = await sql<{ id: number; started: boolean; fresh: boolean; renamed: boolean }>`
      with known as (
        select name, extra from tracked_items where kind = ${reading.kind} and spotify_id = ${reading.spotifyId}
      ), item as (
        insert into tracked_items (kind, spotify_id, name, extra, created_at)
        values (${reading.kind}, ${reading.spotifyId}, ${reading.name}, ${extra}, ${now})
        on conflict (kind, spotify_id) do update set name = excluded.name, extra = excluded.extra
        returning id
      ), tracker as (
        insert into user_tracking (user_id, item_id, created_at)
        select ${userId}, id, ${now} from item on conflict (user_id, item_id) do nothing returning item_id
      )
      select item.id, exists (select 1 from tracker) as started,
        exists (select 1 from item_snapshots s where s.item_id = item.id and s.checked_at > ${freshSince}) as fresh,
        exists (select 1 from known
          where known.name is distinct from ${reading.name} or known.extra is distinct from ${extra}::jsonb) as renamed
      from item`.execute(trx);
    return result.rows[0]!;
  });
}

const reading = (spotifyId: string): ItemReading => ({
  kind: 'track',
  spotifyId,
  name: `Track ${spotifyId}`,
  extra: { artist_names: 'Someone' },
  followers: null,
  popularity: 40,
  trackCount: null,
  snapshotId: null,
  members: null,
});

const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;

export default async function trackingWritesBench(): Promise<void> {
  const database = await openDatabase({ dataDir: '', inMemory: true });
  const db = database.db;
  try {
    const user = await db
      .insertInto('users')
      .values({ email: 'writes@example.com', password_hash: null, created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = new Date();
    const items = new KyselyTrackedItems(db);
    const ids = Array.from({ length: LIST_SIZE + 1 }, (_, n) => `t${String(n).padStart(21, '0')}`);
    // The user's list, and the toggled track, all with a snapshot from the last hour.
    for (const id of ids) {
      const itemId = await items.upsert(reading(id), now);
      await sql`insert into item_snapshots (item_id, checked_at, popularity) values (${itemId}, ${now}, 40)`.execute(
        db,
      );
    }
    for (const id of ids.slice(0, LIST_SIZE)) {
      const itemId = (
        await db
          .selectFrom('tracked_items')
          .select('id')
          .where('spotify_id', '=', id)
          .executeTakeFirstOrThrow()
      ).id;
      await items.addTracker(user.id, itemId, now);
    }
    const toggled = reading(ids[LIST_SIZE]!);
    const freshSince = new Date(now.getTime() - 60 * 60_000);

    const ways = ['before', 'after'].map((label) => {
      const cache = new MemoryHistoryCache(60 * 60_000);
      // Before: a start or stop dropped the user's list (the change carried no row to patch it with).
      const changes: TrackingChanges =
        label === 'before'
          ? {
              report: (change: TrackingChange) =>
                cache.report(
                  change.changed === 'tracked' || change.changed === 'untracked'
                    ? { changed: 'tracking', userId: change.userId, kind: change.kind }
                    : change,
                ),
            }
          : cache;
      const reads = cachedTrackingReads(
        {
          history: new KyselySnapshotHistory(db),
          summaries: new KyselyItemSummaries(db),
          placements: new KyselyPlacements(db),
          gradeInputs: new KyselyPlaylistGradeInputs(db),
          placementDigests: new KyselyPlacementDigests(db),
        },
        cache,
      );
      const starts = new KyselyTrackingStarts(db, changes);
      const stops = new KyselyTrackedItems(db, changes);
      return {
        label,
        start: () =>
          label === 'before'
            ? startAsBefore(db, user.id, toggled, new Date(), freshSince).then(() =>
                changes.report({ changed: 'tracking', userId: user.id, kind: 'track' }),
              )
            : starts.start(user.id, toggled, new Date(), freshSince),
        stop: () => stops.removeTracker(user.id, 'track', toggled.spotifyId),
        list: () => reads.summaries.ofUser(user.id, 'track'),
        times: { start: [] as number[], stop: [] as number[], list: [] as number[] },
      };
    });
    for (let round = 0; round < ROUNDS; round++) {
      for (const way of round % 2 === 0 ? ways : [...ways].reverse()) {
        for (const step of ['start', 'list', 'stop', 'list'] as const) {
          const started = performance.now();
          await way[step]();
          const key = step === 'list' ? 'list' : step;
          way.times[key].push(performance.now() - started);
        }
      }
    }
    console.log(
      `${ROUNDS} rounds of start, list read, stop, list read (a list of ${LIST_SIZE} tracks), PGlite in memory:`,
    );
    for (const way of ways) {
      const line = (['start', 'stop', 'list'] as const)
        .map(
          (step) =>
            `${step} p50 ${percentile(way.times[step], 50).toFixed(2)} ms p99 ${percentile(way.times[step], 99).toFixed(2)} ms`,
        )
        .join('; ');
      console.log(`  ${way.label.padEnd(6)} ${line}`);
    }
  } finally {
    await database.close();
  }
}
