import { type Kysely, sql, type Transaction } from 'kysely';
import { diffMembership } from '@domain/tracking';
import type { DB } from '../../db/schema';
import { type Snapshots, type TimedReading, type TrackingChanges, UNHEARD_CHANGES } from '../ports';
import { refreshItemSummaries } from './item-summaries-sql';
import { recordTrackArtists } from './record-track-artists';

// 7 parameters per snapshot row, 5 per membership row: stay far below PostgreSQL's 65,535.
const ROWS_PER_INSERT = 2000;

/**
 * Snapshots are unique per (item, cycle), so a rerun of a cycle writes nothing twice (ON CONFLICT DO
 * NOTHING); membership changes, renames and the items' summaries are written in the same transaction.
 * A write of many items (a cycle's batch) reports that everything changed.
 */
export class KyselySnapshots implements Snapshots {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly changes: TrackingChanges = UNHEARD_CHANGES,
  ) {}

  async write(cycleId: number | null, readings: readonly TimedReading[]): Promise<number[]> {
    if (readings.length === 0) return [];
    const written = await this.db.transaction().execute((trx) => writeSnapshotsIn(trx, cycleId, readings));
    const only = written.length === 1 ? readings.find((timed) => timed.itemId === written[0]) : undefined;
    if (only)
      this.changes.report({ changed: 'item', kind: only.reading.kind, spotifyId: only.reading.spotifyId });
    else if (written.length > 0) this.changes.report({ changed: 'everything' });
    return written;
  }

  async hasSnapshotAfter(itemId: number, instant: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('item_snapshots')
      .select('item_id')
      .where('item_id', '=', itemId)
      .where('checked_at', '>', instant)
      .executeTakeFirst();
    return row !== undefined;
  }
}

/** `Snapshots.write` in the caller's transaction: snapshots, stays, renames and summaries. */
export async function writeSnapshotsIn(
  trx: Transaction<DB>,
  cycleId: number | null,
  readings: readonly TimedReading[],
): Promise<number[]> {
  const written: number[] = [];
  for (const chunk of chunks(readings, ROWS_PER_INSERT)) {
    const rows = await trx
      .insertInto('item_snapshots')
      .values(
        chunk.map(({ itemId, checkedAt, reading }) => ({
          item_id: itemId,
          cycle_id: cycleId,
          checked_at: checkedAt,
          followers: reading.followers,
          popularity: reading.popularity,
          track_count: reading.trackCount,
          snapshot_id: reading.snapshotId,
        })),
      )
      .onConflict((conflict) => conflict.columns(['item_id', 'cycle_id']).doNothing())
      .returning('item_id')
      .execute();
    for (const row of rows) written.push(row.item_id);
  }
  const writtenSet = new Set(written);
  const fresh = readings.filter((timed) => writtenSet.has(timed.itemId));
  await recordMembershipChanges(trx, fresh);
  await renameChangedItems(trx, fresh);
  const playlists = fresh.filter((timed) => timed.reading.kind === 'playlist').map((timed) => timed.itemId);
  await refreshItemSummaries(trx, written, playlists);
  return written;
}

async function recordMembershipChanges(
  trx: Transaction<DB>,
  readings: readonly TimedReading[],
): Promise<void> {
  const playlists = readings.filter((timed) => timed.reading.members !== null);
  if (playlists.length === 0) return;
  const openRows = await trx
    .selectFrom('playlist_memberships')
    .select(['item_id', 'track_spotify_id'])
    .where(
      'item_id',
      'in',
      playlists.map((timed) => timed.itemId),
    )
    .where('removed_at', 'is', null)
    .execute();
  const openByItem = new Map<number, Set<string>>();
  for (const row of openRows) {
    const open = openByItem.get(row.item_id) ?? new Set<string>();
    open.add(row.track_spotify_id);
    openByItem.set(row.item_id, open);
  }
  const newStays = [];
  for (const { itemId, checkedAt, reading } of playlists) {
    const changes = diffMembership(openByItem.get(itemId) ?? new Set(), reading.members ?? []);
    for (const member of changes.added) {
      newStays.push({
        item_id: itemId,
        track_spotify_id: member.trackId,
        added_at: member.addedAt,
        first_seen: checkedAt,
        last_seen: checkedAt,
      });
    }
    if (changes.removed.length > 0) await closeStays(trx, itemId, changes.removed, checkedAt);
  }
  for (const chunk of chunks(newStays, ROWS_PER_INSERT)) {
    await trx.insertInto('playlist_memberships').values(chunk).execute();
  }
  await recordTrackArtists(
    trx,
    playlists.flatMap((timed) => timed.reading.members ?? []),
  );
}

/** Closes stays of tracks gone from a playlist; they were last seen at the previous snapshot. */
async function closeStays(trx: Transaction<DB>, itemId: number, trackIds: readonly string[], at: Date) {
  await trx
    .updateTable('playlist_memberships')
    .set({
      removed_at: at,
      last_seen: sql<Date>`coalesce((select max(s.checked_at) from item_snapshots s
        where s.item_id = ${itemId} and s.checked_at < ${at}), first_seen)`,
    })
    .where('item_id', '=', itemId)
    .where('removed_at', 'is', null)
    .where('track_spotify_id', 'in', trackIds)
    .execute();
}

/** Keeps names current, touching only rows whose name or extra actually changed. */
async function renameChangedItems(trx: Transaction<DB>, all: readonly TimedReading[]): Promise<void> {
  const readings = all.filter(
    ({ reading, stored }) =>
      !stored ||
      stored.name !== reading.name ||
      JSON.stringify(stored.extra) !== JSON.stringify(reading.extra),
  );
  for (const chunk of chunks(readings, ROWS_PER_INSERT)) {
    const values = sql.join(
      chunk.map(
        ({ itemId, reading }) =>
          sql`(${itemId}::integer, ${reading.name}::text, ${JSON.stringify(reading.extra)}::jsonb)`,
      ),
    );
    await sql`update tracked_items t set name = v.name, extra = v.extra
      from (values ${values}) as v(id, name, extra)
      where t.id = v.id and (t.name <> v.name or t.extra <> v.extra)`.execute(trx);
  }
}

function* chunks<T>(items: readonly T[], size: number): Generator<readonly T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
