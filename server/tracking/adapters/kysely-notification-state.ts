import { type Kysely, sql } from 'kysely';
import type { NotifiedValues } from '@domain/analytics';
import type { TrackedKind } from '@domain/tracking';
import type { DB } from '../../db/schema';
import type { DigestSetting, DigestSubscribers, NotificationState, WatchedItem } from '../ports';

interface WatchRow {
  user_id: number;
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

/** Baselines in `notification_state`; who takes digests is asked of accounts (`DigestSubscribers`). */
export class KyselyNotificationState implements NotificationState {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly subscribers: DigestSubscribers,
  ) {}

  async setBaselineIfMissing(userId: number, itemId: number, values: NotifiedValues, now: Date) {
    await this.db
      .insertInto('notification_state')
      .values({
        user_id: userId,
        item_id: itemId,
        last_notified_followers: values.followers,
        last_notified_popularity: values.popularity,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
      .execute();
  }

  async watchedItems(settings: readonly DigestSetting[]): Promise<WatchedItem[]> {
    const subscribers = await this.subscribers.verifiedSubscribers(settings);
    if (subscribers.length === 0) return [];
    const byId = new Map(subscribers.map((subscriber) => [subscriber.userId, subscriber]));
    const result = await sql<WatchRow>`
      select ut.user_id, t.id as item_id, t.kind, t.spotify_id, t.name,
        ns.user_id is not null as has_state,
        ns.last_notified_followers as last_followers, ns.last_notified_popularity as last_popularity,
        s.followers, s.popularity
      from user_tracking ut
      join tracked_items t on t.id = ut.item_id
      left join notification_state ns on ns.user_id = ut.user_id and ns.item_id = ut.item_id
      join lateral (
        select followers, popularity from item_snapshots
        where item_id = t.id order by checked_at desc limit 1
      ) s on true
      where ut.user_id = any(${[...byId.keys()]}::int[])
      order by ut.user_id, t.kind, t.name`.execute(this.db);
    return result.rows.map((row) => {
      const subscriber = byId.get(row.user_id)!;
      return {
        userId: row.user_id,
        email: subscriber.email,
        settings: subscriber.settings,
        itemId: row.item_id,
        kind: row.kind,
        spotifyId: row.spotify_id,
        name: row.name,
        baseline: row.has_state ? { followers: row.last_followers, popularity: row.last_popularity } : null,
        latest: { followers: row.followers, popularity: row.popularity },
      };
    });
  }

  async rememberBaselines(items: readonly WatchedItem[], now: Date): Promise<void> {
    if (items.length === 0) return;
    await this.db
      .insertInto('notification_state')
      .values(
        items.map((item) => ({
          user_id: item.userId,
          item_id: item.itemId,
          last_notified_followers: item.latest.followers,
          last_notified_popularity: item.latest.popularity,
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
}
