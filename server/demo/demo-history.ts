import type { Kysely } from 'kysely';
import type { MusicService } from '@domain/ports';
import type { Clock } from '@domain/ports/clock';
import { diffMembership, type ItemReading, type TrackedKind } from '@domain/tracking';
import type { DemoCatalog } from '../catalog/demo/demo-model';
import type { DB } from '../db/schema';
import { readItem } from '../tracking/use-cases/read-item';
import { chooseDemoItems } from './demo-selection';

export interface DemoHistorySource {
  readonly catalog: DemoCatalog;
  /** The demo music service as it reads at the given clock's time. */
  readonly musicAt: (clock: Clock) => MusicService;
}

export interface DemoHistoryOptions {
  readonly userId: number;
  readonly now: Date;
  readonly days?: number;
}

const DAY_MS = 86_400_000;
const ROWS_PER_INSERT = 2000;

/**
 * Gives the demo user a year of daily history for a handful of artists, tracks and playlists
 * (some with bot-like follower spikes), read from the demo catalog at each past day. Does nothing
 * when that user already tracks something. Returns the number of snapshots written.
 */
export async function seedDemoHistory(
  db: Kysely<DB>,
  source: DemoHistorySource,
  options: DemoHistoryOptions,
): Promise<number> {
  const user = { id: options.userId };
  const existing = await db
    .selectFrom('user_tracking')
    .select('item_id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (existing) return 0;
  const days = options.days ?? 365;
  const chosen = chooseDemoItems(source.catalog, options.now, days);
  const instants = Array.from(
    { length: days + 1 },
    (_, index) => new Date(options.now.getTime() - (days - index) * DAY_MS),
  );
  let at = instants[0]!;
  const music = source.musicAt({ now: () => at });
  const series = new Map<string, { kind: TrackedKind; id: string; readings: ItemReading[] }>();
  for (const instant of instants) {
    at = instant;
    for (const { kind, id } of chosen) {
      const key = `${kind}:${id}`;
      const entry = series.get(key) ?? { kind, id, readings: [] };
      const read = await readItem(music, kind, id);
      // The demo catalog holds every item it chose: a failure here is a bug, so seeding stops.
      if (!read.ok) throw read.error;
      entry.readings.push(read.value);
      series.set(key, entry);
    }
  }
  return db.transaction().execute(async (trx) => {
    let written = 0;
    for (const { kind, id, readings } of series.values()) {
      const latest = readings[readings.length - 1]!;
      const item = await trx
        .insertInto('tracked_items')
        .values({
          kind,
          spotify_id: id,
          name: latest.name,
          extra: JSON.stringify(latest.extra),
          created_at: instants[0]!,
        })
        .onConflict((conflict) => conflict.columns(['kind', 'spotify_id']).doUpdateSet({ name: latest.name }))
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_tracking')
        .values({ user_id: user.id, item_id: item.id, created_at: instants[0]! })
        .execute();
      await trx
        .insertInto('notification_state')
        .values({
          user_id: user.id,
          item_id: item.id,
          last_notified_followers: latest.followers,
          last_notified_popularity: latest.popularity,
          updated_at: options.now,
        })
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
    }
    // The last day's readings stand for a cycle run now: the scheduler waits a full interval.
    await trx
      .insertInto('refresh_cycles')
      .values({
        started_at: options.now,
        finished_at: options.now,
        notified_at: options.now,
        items: series.size,
        snapshots: series.size,
      })
      .execute();
    return written;
  });
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
