import type { Kysely } from 'kysely';
import { diffMembership, type ItemReading } from '@domain/tracking';
import type { DB } from '../../db/schema';
import { liftTrackedItemsCap } from '../../db/tracked-items-cap';
import { type HistoryImport, type ImportedHistory, type TrackingChanges, UNHEARD_CHANGES } from '../ports';
import { refreshItemSummaries } from './item-summaries-sql';
import { recordTrackArtists } from './record-track-artists';

const ROWS_PER_INSERT = 2000;

/** Writes whole histories and their summaries in one transaction, in batches (a year of demo history is ~10,000 rows). */
export class KyselyHistoryImport implements HistoryImport {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly changes: TrackingChanges = UNHEARD_CHANGES,
  ) {}

  async tracksAnything(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_tracking')
      .select('item_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async write({ userId, instants, series, now }: ImportedHistory): Promise<number> {
    const snapshots = await this.db.transaction().execute(async (trx) => {
      // The install's own history (the demo's), which the account cap must never stop.
      await liftTrackedItemsCap(trx);
      let written = 0;
      const itemIds: number[] = [];
      for (const { kind, spotifyId, readings } of series) {
        const latest = readings[readings.length - 1]!;
        const item = await trx
          .insertInto('tracked_items')
          .values({
            kind,
            spotify_id: spotifyId,
            name: latest.name,
            extra: JSON.stringify(latest.extra),
            created_at: instants[0]!,
          })
          .onConflict((conflict) =>
            conflict.columns(['kind', 'spotify_id']).doUpdateSet({ name: latest.name }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        itemIds.push(item.id);
        await trx
          .insertInto('user_tracking')
          .values({ user_id: userId, item_id: item.id, created_at: instants[0]! })
          .execute();
        const rows = readings.map((reading, index) => ({
          item_id: item.id,
          cycle_id: null,
          checked_at: instants[index]!,
          followers: reading.followers,
          popularity: reading.popularity,
          track_count: reading.trackCount,
          snapshot_id: reading.snapshotId,
        }));
        for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
          await trx
            .insertInto('item_snapshots')
            .values(rows.slice(start, start + ROWS_PER_INSERT))
            .execute();
        }
        written += rows.length;
        const stays = membershipStays(item.id, readings, instants);
        for (let start = 0; start < stays.length; start += ROWS_PER_INSERT) {
          await trx
            .insertInto('playlist_memberships')
            .values(stays.slice(start, start + ROWS_PER_INSERT))
            .execute();
        }
        await recordTrackArtists(
          trx,
          readings.flatMap((reading) => reading.members ?? []),
        );
      }
      // The last day's readings stand for a cycle run now: the scheduler waits a full interval.
      await trx
        .insertInto('refresh_cycles')
        .values({
          started_at: now,
          finished_at: now,
          notified_at: now,
          items: series.length,
          snapshots: series.length,
        })
        .execute();
      await refreshItemSummaries(trx, itemIds);
      return written;
    });
    this.changes.report({ changed: 'everything' });
    return snapshots;
  }
}

/** Replays daily playlist contents into add/remove stays. */
function membershipStays(itemId: number, readings: readonly ItemReading[], instants: readonly Date[]) {
  const open = new Map<string, { added_at: string | null; first_seen: Date }>();
  const closed = [];
  for (const [index, reading] of readings.entries()) {
    if (!reading.members) continue;
    const at = instants[index]!;
    const changes = diffMembership(new Set(open.keys()), reading.members);
    for (const trackId of changes.removed) {
      const stay = open.get(trackId)!;
      open.delete(trackId);
      closed.push({
        item_id: itemId,
        track_spotify_id: trackId,
        ...stay,
        last_seen: instants[index - 1] ?? at,
        removed_at: at,
      });
    }
    for (const member of changes.added)
      open.set(member.trackId, { added_at: member.addedAt, first_seen: at });
  }
  const last = instants[instants.length - 1]!;
  const stillOn = [...open].map(([trackId, stay]) => ({
    item_id: itemId,
    track_spotify_id: trackId,
    ...stay,
    last_seen: last,
    removed_at: null,
  }));
  return [...closed, ...stillOn];
}
