import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Logger } from '../platform/logger';
import { BatchingRateCounter } from './batching-rate-counter';
import type { LimiterVerdict } from './fixed-window-limiter';
import { KyselyRateCounter } from './kysely-rate-counter';
import { KyselySharedWindows } from './kysely-shared-windows';
import type { Limit, RateCounter } from './rate-counter';

/**
 * The budgets every request of a busy client spends, counted in batches: a few requests over `max`
 * may pass when several processes serve one client (docs/operations.md#rate-limits-across-processes). Every other
 * budget (login, register, verify, resend, reset, contact, alert writes, analyses, share links) guards
 * against abuse at a few requests a minute and is counted exactly, one statement per request.
 */
export const BATCHED_BUDGETS: ReadonlySet<string> = new Set([
  'signed-in-reads',
  'music-service',
  // A start's own share of the music-service budget (per account): a cost budget like it, counted
  // like it; exact, it was a round trip before every start (on the row every start of the account locks).
  'tracking-writes',
  'report-pages',
  'report-previews',
  'placements',
]);

/** Every budget shared by the API processes on one PostgreSQL database, each counted its own way. */
export class SharedRateCounter implements RateCounter {
  constructor(
    private readonly exact: RateCounter,
    private readonly batched: BatchingRateCounter,
  ) {}

  spend(budget: string, limit: Limit, key: string): Promise<LimiterVerdict> {
    return (BATCHED_BUDGETS.has(budget) ? this.batched : this.exact).spend(budget, limit, key);
  }

  close(): Promise<void> {
    return this.batched.close();
  }
}

/** The counter of a PostgreSQL deployment; `logger` hears of batches the database refused. */
export function postgresRateCounter(db: Kysely<DB>, secret: string, logger: Logger): SharedRateCounter {
  const reportError = (error: unknown) =>
    logger.error(
      `Rate limits: counts kept for the next batch: ${error instanceof Error ? error.message : error}`,
    );
  return new SharedRateCounter(
    new KyselyRateCounter(db, secret),
    new BatchingRateCounter(new KyselySharedWindows(db, secret), { reportError }),
  );
}
