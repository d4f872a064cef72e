import { type Kysely, sql } from 'kysely';
import type {
  AlertChannel,
  AlertEventKind,
  InboxEvent,
  InboxFilter,
  AlertItemKind,
  AlertItemRef,
  ChannelResult,
  InboxAlert,
} from '@domain/alerts';
import { ALERT_CHANNELS } from '@domain/alerts';
import type { DB } from '../../db/schema';
import { type AlertInbox, INBOX_PAGE_SIZE, type NewAlert, placementKey, type QueuedAlert } from '../ports';

const iso = (date: Date) => new Date(date).toISOString();

function itemOf(row: { item_kind: string | null; spotify_id: string | null; item_name: string | null }) {
  if (row.item_kind === null || row.spotify_id === null) return null;
  return { kind: row.item_kind as AlertItemKind, spotify_id: row.spotify_id, name: row.item_name ?? '' };
}

export class KyselyAlertInbox implements AlertInbox {
  constructor(private readonly db: Kysely<DB>) {}

  async record(alert: NewAlert): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('alert_inbox')
        .values({
          user_id: alert.userId,
          created_at: alert.createdAt,
          item_kind: alert.item?.kind ?? null,
          spotify_id: alert.item?.spotify_id ?? null,
          item_name: alert.item?.name ?? null,
          event: alert.event,
          message: alert.message,
          data: JSON.stringify(alert.data),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (alert.channels.length > 0) {
        await trx
          .insertInto('alert_deliveries')
          .values(
            alert.channels.map((channel) => ({
              alert_id: id,
              channel: channel.channel,
              frequency: channel.frequency,
              status: channel.status,
              detail: channel.detail,
              updated_at: alert.createdAt,
            })),
          )
          .execute();
      }
      return id;
    });
  }

  async setResult(alertId: number, result: ChannelResult, now: Date): Promise<void> {
    await this.db
      .updateTable('alert_deliveries')
      .set({ status: result.status, detail: result.detail, updated_at: now })
      .where('alert_id', '=', alertId)
      .where('channel', '=', result.channel)
      .execute();
  }

  async setMessage(alertId: number, message: string): Promise<void> {
    await this.db.updateTable('alert_inbox').set({ message }).where('id', '=', alertId).execute();
  }

  async page(
    userId: number,
    page: number,
    filter: InboxFilter = {},
  ): Promise<{ alerts: InboxAlert[]; total: number; unread: number }> {
    const mine = this.db
      .selectFrom('alert_inbox')
      .where('user_id', '=', userId)
      .$if(filter.event !== undefined, (query) => query.where('event', '=', filter.event!))
      .$if(filter.kind !== undefined, (query) => query.where('item_kind', '=', filter.kind!))
      .$if(filter.state === 'read', (query) => query.where('read_at', 'is not', null))
      .$if(filter.state === 'unread', (query) => query.where('read_at', 'is', null));
    const rows = await mine
      .selectAll()
      .orderBy('id', 'desc')
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE)
      .execute();
    const [counts, unread] = await Promise.all([
      mine.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      this.unread(userId),
    ]);
    const channels = new Map<number, ChannelResult[]>();
    if (rows.length > 0) {
      const deliveries = await this.db
        .selectFrom('alert_deliveries')
        .select(['alert_id', 'channel', 'status', 'detail'])
        .where(
          'alert_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      for (const delivery of deliveries) {
        const list = channels.get(delivery.alert_id) ?? [];
        list.push({
          channel: delivery.channel as AlertChannel,
          status: delivery.status as ChannelResult['status'],
          detail: delivery.detail,
        });
        channels.set(delivery.alert_id, list);
      }
    }
    const order = (result: ChannelResult) => ALERT_CHANNELS.indexOf(result.channel);
    return {
      alerts: rows.map((row) => ({
        id: row.id,
        created_at: iso(row.created_at),
        item: itemOf(row),
        event: row.event as InboxEvent,
        message: row.message,
        channels: (channels.get(row.id) ?? []).sort((a, b) => order(a) - order(b)),
        read: row.read_at !== null,
      })),
      total: Number(counts.total),
      unread,
    };
  }

  async unread(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('alert_inbox')
      .select(sql<number>`count(*)::int`.as('unread'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.unread);
  }

  async prune(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('alert_inbox')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async markRead(userId: number, ids: readonly number[] | null, now: Date): Promise<number> {
    let update = this.db
      .updateTable('alert_inbox')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (ids !== null) {
      if (ids.length === 0) return this.unread(userId);
      update = update.where('id', 'in', ids);
    }
    await update.execute();
    return this.unread(userId);
  }

  async toldPlacements(userIds: readonly number[], since: Date): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('alert_inbox')
      .select(['user_id', 'item_kind', 'spotify_id', 'data'])
      .where('event', '=', 'botted_placement')
      .where('user_id', 'in', [...userIds])
      .where('created_at', '>=', since)
      .execute();
    return new Set(
      rows.map((row) => {
        const { playlist_id } = JSON.parse(row.data) as { playlist_id?: string };
        return placementKey(
          row.user_id,
          `${row.item_kind as AlertItemKind}:${row.spotify_id}`,
          playlist_id ?? '',
        );
      }),
    );
  }

  async queued(): Promise<QueuedAlert[]> {
    const rows = await this.db
      .selectFrom('alert_deliveries as d')
      .innerJoin('alert_inbox as a', 'a.id', 'd.alert_id')
      .select([
        'a.id',
        'a.user_id',
        'a.created_at',
        'a.item_kind',
        'a.spotify_id',
        'a.item_name',
        'a.event',
        'a.message',
        'a.data',
        'd.channel',
        'd.frequency',
      ])
      .where('d.status', '=', 'queued_for_digest')
      .orderBy('a.id')
      .execute();
    return rows.map((row) => ({
      alertId: row.id,
      userId: row.user_id,
      channel: row.channel as AlertChannel,
      frequency: row.frequency as 'daily' | 'weekly',
      createdAt: new Date(row.created_at),
      item: itemOf(row) as AlertItemRef | null,
      event: row.event as AlertEventKind | 'test',
      message: row.message,
      data: JSON.parse(row.data) as Record<string, unknown>,
    }));
  }

  async lastDigest(
    userId: number,
    channel: AlertChannel,
    frequency: 'daily' | 'weekly',
  ): Promise<Date | null> {
    const row = await this.db
      .selectFrom('alert_digests')
      .select('last_sent_at')
      .where('user_id', '=', userId)
      .where('channel', '=', channel)
      .where('frequency', '=', frequency)
      .executeTakeFirst();
    return row ? new Date(row.last_sent_at) : null;
  }

  async rememberDigest(
    userId: number,
    channel: AlertChannel,
    frequency: 'daily' | 'weekly',
    now: Date,
  ): Promise<void> {
    await this.db
      .insertInto('alert_digests')
      .values({ user_id: userId, channel, frequency, last_sent_at: now })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'channel', 'frequency']).doUpdateSet({ last_sent_at: now }),
      )
      .execute();
  }
}
