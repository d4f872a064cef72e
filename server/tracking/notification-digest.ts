import { type Kysely, sql } from 'kysely';
import { significantChange } from '@domain/analytics';
import type { Clock } from '@domain/ports/clock';
import type { DB } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { claimNotifications } from './cycle-store';
import { type DigestLine, digestEmail } from './digest-email';
import type { TrackedKind } from './tables';

export interface DigestDeps {
  readonly db: Kysely<DB>;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly publicUrl: string;
}

interface WatchRow {
  user_id: number;
  email: string;
  item_id: number;
  kind: TrackedKind;
  spotify_id: string;
  name: string;
  has_state: boolean;
  last_followers: number | null;
  last_popularity: number | null;
  followers: number | null;
  popularity: number | null;
}

/**
 * After a cycle: one email per user with email notifications on, listing their items whose change
 * since the last notified values is significant; those values become the new baseline, so the same
 * change is never sent twice. Runs once per cycle (claimed on the cycle row). Returns emails sent.
 */
export async function sendCycleDigests(deps: DigestDeps, cycleId: number): Promise<number> {
  if (!(await claimNotifications(deps.db, cycleId, deps.clock.now()))) return 0;
  const rows = await watchedItems(deps.db);
  const byUser = new Map<number, WatchRow[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  let sent = 0;
  for (const watched of byUser.values()) {
    const now = deps.clock.now();
    const fresh = watched.filter((row) => !row.has_state);
    const changed: WatchRow[] = [];
    const lines: DigestLine[] = [];
    for (const row of watched) {
      if (!row.has_state) continue;
      const change = significantChange(
        { followers: row.last_followers, popularity: row.last_popularity },
        { followers: row.followers, popularity: row.popularity },
      );
      if (!change.notify) continue;
      changed.push(row);
      lines.push({ kind: row.kind, spotifyId: row.spotify_id, name: row.name, reasons: change.reasons });
    }
    if (lines.length > 0) {
      await deps.mailer.send({ to: watched[0]!.email, ...digestEmail(lines, deps.publicUrl) });
      sent++;
    }
    await rememberBaselines(deps.db, [...fresh, ...changed], now);
  }
  return sent;
}

/** Items tracked by users with email notifications on, with their latest reading and baseline. */
async function watchedItems(db: Kysely<DB>): Promise<WatchRow[]> {
  const result = await sql<WatchRow>`
    select ut.user_id, u.email, t.id as item_id, t.kind, t.spotify_id, t.name,
      ns.user_id is not null as has_state,
      ns.last_notified_followers as last_followers, ns.last_notified_popularity as last_popularity,
      s.followers, s.popularity
    from user_tracking ut
    join users u on u.id = ut.user_id
    join user_settings us on us.user_id = ut.user_id and us.email_notifications
    join tracked_items t on t.id = ut.item_id
    left join notification_state ns on ns.user_id = ut.user_id and ns.item_id = ut.item_id
    join lateral (
      select followers, popularity from item_snapshots
      where item_id = t.id order by checked_at desc limit 1
    ) s on true
    order by ut.user_id, t.kind, t.name`.execute(db);
  return result.rows;
}

async function rememberBaselines(db: Kysely<DB>, rows: readonly WatchRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('notification_state')
    .values(
      rows.map((row) => ({
        user_id: row.user_id,
        item_id: row.item_id,
        last_notified_followers: row.followers,
        last_notified_popularity: row.popularity,
        updated_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'item_id']).doUpdateSet({
        last_notified_followers: (eb) => eb.ref('excluded.last_notified_followers'),
        last_notified_popularity: (eb) => eb.ref('excluded.last_notified_popularity'),
        updated_at: (eb) => eb.ref('excluded.updated_at'),
      }),
    )
    .execute();
}
