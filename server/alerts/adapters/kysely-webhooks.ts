import { type Kysely, sql } from 'kysely';
import type { AlertEventKind, WebhookDelivery, WebhookState } from '@domain/alerts';
import type { DB } from '../../db/schema';
import type { PendingDelivery, StoredWebhook, Webhooks } from '../ports';

/** The advisory lock's first key: this table's namespace (its second is the user's id). */
const WEBHOOK_COUNT_LOCK = 5_050_001;

interface WebhookRow {
  id: number;
  user_id: number;
  url: string;
  secret: string;
  state: string;
  disabled_reason: string | null;
  consecutive_failures: number;
  created_at: Date;
}

function webhookOf(row: WebhookRow): StoredWebhook {
  return {
    id: row.id,
    userId: row.user_id,
    url: row.url,
    secret: row.secret,
    state: row.state as WebhookState,
    disabled_reason: row.disabled_reason,
    created_at: new Date(row.created_at).toISOString(),
    consecutive_failures: row.consecutive_failures,
  };
}

export class KyselyWebhooks implements Webhooks {
  constructor(private readonly db: Kysely<DB>) {}

  async list(userId: number): Promise<StoredWebhook[]> {
    const rows = await this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map(webhookOf);
  }

  async find(userId: number, id: number): Promise<StoredWebhook | null> {
    const row = await this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? webhookOf(row) : null;
  }

  async activeOf(userIds: readonly number[]): Promise<StoredWebhook[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('user_id', 'in', userIds)
      .where('state', '=', 'active')
      .orderBy('id')
      .execute();
    return rows.map(webhookOf);
  }

  async activeOwners(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('webhooks')
      .select('user_id')
      .distinct()
      .where('state', '=', 'active')
      .execute();
    return rows.map((row) => row.user_id);
  }

  async create(
    userId: number,
    url: string,
    secret: string,
    now: Date,
    max: number,
  ): Promise<StoredWebhook | null> {
    return this.db.transaction().execute(async (tx) => {
      // A lock per user, held until commit: a concurrent registration waits here until this one is in.
      await sql`select pg_advisory_xact_lock(${WEBHOOK_COUNT_LOCK}, ${userId})`.execute(tx);
      const { count } = await tx
        .selectFrom('webhooks')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= max) return null;
      const row = await tx
        .insertInto('webhooks')
        .values({ user_id: userId, url, secret, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return webhookOf(row);
    });
  }

  async setSecret(id: number, secret: string): Promise<void> {
    await this.db.updateTable('webhooks').set({ secret }).where('id', '=', id).execute();
  }

  async enable(id: number): Promise<void> {
    await this.db
      .updateTable('webhooks')
      .set({ state: 'active', disabled_reason: null, consecutive_failures: 0 })
      .where('id', '=', id)
      .execute();
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('webhooks')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async recordFailure(id: number): Promise<number> {
    const row = await this.db
      .updateTable('webhooks')
      .set({ consecutive_failures: sql`consecutive_failures + 1` })
      .where('id', '=', id)
      .returning('consecutive_failures')
      .executeTakeFirst();
    return row?.consecutive_failures ?? 0;
  }

  async recordSuccess(id: number): Promise<void> {
    await this.db.updateTable('webhooks').set({ consecutive_failures: 0 }).where('id', '=', id).execute();
  }

  async disable(id: number, reason: string): Promise<void> {
    await this.db
      .updateTable('webhooks')
      .set({ state: 'disabled', disabled_reason: reason })
      .where('id', '=', id)
      .execute();
  }

  async createDelivery(delivery: {
    webhookId: number;
    alertId: number | null;
    event: AlertEventKind | 'test';
    payload: string;
    now: Date;
  }): Promise<number> {
    const row = await this.db
      .insertInto('webhook_deliveries')
      .values({
        webhook_id: delivery.webhookId,
        alert_id: delivery.alertId,
        event: delivery.event,
        payload: delivery.payload,
        created_at: delivery.now,
        updated_at: delivery.now,
        next_attempt_at: delivery.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async delivery(id: number): Promise<PendingDelivery | null> {
    return this.deliveryIn(this.db, id);
  }

  async claim(
    id: number,
    { now, until, dueBy }: { now: Date; until: Date; dueBy: Date },
  ): Promise<PendingDelivery | null> {
    const held = await this.db
      .updateTable('webhook_deliveries')
      .set({ claimed_until: until })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', dueBy)]))
      .returning('id')
      .executeTakeFirst();
    return held ? this.deliveryIn(this.db, id) : null;
  }

  private async deliveryIn(db: Kysely<DB>, id: number): Promise<PendingDelivery | null> {
    const row = await db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .select([
        'd.id as delivery_id',
        'd.alert_id',
        'd.payload',
        'd.status',
        'd.attempts',
        'w.id',
        'w.user_id',
        'w.url',
        'w.secret',
        'w.state',
        'w.disabled_reason',
        'w.consecutive_failures',
        'w.created_at',
      ])
      .where('d.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.delivery_id,
      webhook: webhookOf(row),
      alertId: row.alert_id,
      payload: row.payload,
      status: row.status as WebhookDelivery['status'],
      attempts: row.attempts,
    };
  }

  async updateDelivery(
    id: number,
    {
      nextAttemptAt,
      ...update
    }: Pick<WebhookDelivery, 'status' | 'attempts' | 'last_status_code' | 'last_error'> & {
      readonly nextAttemptAt: Date | null;
    },
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set({ ...update, updated_at: now, next_attempt_at: nextAttemptAt, claimed_until: null })
      .where('id', '=', id)
      .execute();
  }

  async deliveries(webhookId: number, limit: number): Promise<WebhookDelivery[]> {
    const rows = await this.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'created_at', 'event', 'status', 'attempts', 'last_status_code', 'last_error'])
      .where('webhook_id', '=', webhookId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      event: row.event as WebhookDelivery['event'],
      status: row.status as WebhookDelivery['status'],
      attempts: row.attempts,
      last_status_code: row.last_status_code,
      last_error: row.last_error,
    }));
  }

  async pending(): Promise<Array<{ id: number; dueAt: Date }>> {
    const rows = await this.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'next_attempt_at', 'updated_at'])
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, dueAt: new Date(row.next_attempt_at ?? row.updated_at) }));
  }

  async overdue(before: Date, now: Date): Promise<number[]> {
    const rows = await this.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', before)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('id')
      .limit(1000)
      .execute();
    return rows.map((row) => row.id);
  }

  async releaseHolds(): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set({ claimed_until: null })
      .where('claimed_until', 'is not', null)
      .execute();
  }

  async pruneDeliveries(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('webhook_deliveries')
      .where('created_at', '<', before)
      .where('status', '!=', 'pending')
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
