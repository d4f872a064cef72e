import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { hmac } from '../platform/secrets';
import type { LimiterVerdict } from './fixed-window-limiter';
import type { Limit, RateCounter } from './rate-counter';

/** Expired windows are deleted after this many spends (one cheap indexed delete, off the request path). */
const SWEEP_EVERY = 500;

/**
 * Budgets counted in `rate_limit_windows`, shared by every API process on the database: one upsert
 * per check opens, counts and reads the key's window in one round trip, so concurrent requests from
 * several processes are split exactly at the limit. Keys are HMACs: no address or email in the clear.
 */
export class KyselyRateCounter implements RateCounter {
  private spends = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  async spend(budget: string, limit: Limit, key: string): Promise<LimiterVerdict> {
    const now = new Date(this.now());
    const endsAt = new Date(now.getTime() + limit.windowMs);
    const expired = sql<boolean>`rate_limit_windows.window_ends_at <= ${now}`;
    const row = await this.db
      .insertInto('rate_limit_windows')
      .values({ key: hmac(this.secret, `${budget}\n${key}`), count: 1, window_ends_at: endsAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql`case when ${expired} then 1 else rate_limit_windows.count + 1 end`,
          window_ends_at: sql`case when ${expired} then excluded.window_ends_at else rate_limit_windows.window_ends_at end`,
        }),
      )
      .returning(['count', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    this.sweepNowAndThen(now);
    if (row.count <= limit.max) return { allowed: true };
    const leftMs = new Date(row.window_ends_at).getTime() - now.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)) };
  }

  private sweepNowAndThen(now: Date): void {
    this.spends += 1;
    if (this.spends % SWEEP_EVERY !== 0) return;
    void this.db
      .deleteFrom('rate_limit_windows')
      .where('window_ends_at', '<=', now)
      .execute()
      .catch(() => undefined);
  }
}
