import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { hmac } from '../platform/secrets';
import type { SharedWindows, WindowIncrement, WindowTotal } from './shared-windows';

/** Expired windows are deleted after this many batches (one cheap indexed delete, off the request path). */
const SWEEP_EVERY = 200;

/**
 * `rate_limit_windows` as the batching counter's shared windows: a whole batch is one upsert. Rows
 * are locked in key order, so two processes flushing overlapping batches never deadlock. Keys are
 * HMACs, as KyselyRateCounter stores them: no address or email in the clear.
 */
export class KyselySharedWindows implements SharedWindows {
  private batches = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly secret: string,
  ) {}

  async add(increments: readonly WindowIncrement[], now: number): Promise<WindowTotal[]> {
    if (increments.length === 0) return [];
    const byHash = new Map(increments.map((increment) => [hmac(this.secret, increment.key), increment]));
    const hashes = [...byHash.keys()];
    const counts = hashes.map((hash) => byHash.get(hash)!.count);
    const endsAt = hashes.map((hash) => new Date(now + byHash.get(hash)!.windowMs).toISOString());
    const at = new Date(now).toISOString();
    const expired = sql<boolean>`rate_limit_windows.window_ends_at <= ${at}::timestamptz`;
    const { rows } = await sql<{ key: string; count: number; window_ends_at: Date | string }>`
      insert into rate_limit_windows (key, count, window_ends_at)
      select key, count, window_ends_at
      from unnest(${hashes}::text[], ${counts}::integer[], ${endsAt}::timestamptz[]) as batch(key, count, window_ends_at)
      order by key
      on conflict (key) do update set
        count = case when ${expired} then excluded.count else rate_limit_windows.count + excluded.count end,
        window_ends_at = case when ${expired} then excluded.window_ends_at else rate_limit_windows.window_ends_at end
      returning key, count, window_ends_at`.execute(this.db);
    this.sweepNowAndThen(new Date(now));
    return rows.map((row) => ({
      key: byHash.get(row.key)!.key,
      count: row.count,
      windowEndsAt: new Date(row.window_ends_at).getTime(),
    }));
  }

  private sweepNowAndThen(now: Date): void {
    this.batches += 1;
    if (this.batches % SWEEP_EVERY !== 0) return;
    void this.db
      .deleteFrom('rate_limit_windows')
      .where('window_ends_at', '<=', now)
      .execute()
      .catch(() => undefined);
  }
}
