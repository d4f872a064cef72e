import type { Database } from '../db/database';
import type { Logger } from '../platform/logger';
import { InMemoryRateCounter } from './in-memory-rate-counter';
import type { RateCounter } from './rate-counter';
import { postgresRateCounter } from './shared-rate-counter';

/**
 * Where the API counts its request budgets: PostgreSQL may serve several API processes, which count
 * every budget together there; PGlite belongs to one process, which counts in memory.
 */
export function deploymentRateCounter(
  database: Pick<Database, 'kind' | 'db'>,
  secret: string,
  logger: Logger,
): RateCounter {
  return database.kind === 'postgres'
    ? postgresRateCounter(database.db, secret, logger)
    : new InMemoryRateCounter();
}
