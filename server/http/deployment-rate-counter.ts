import type { Database } from '../db/database';
import type { Logger } from '../platform/logger';
import { InMemoryRateCounter } from './in-memory-rate-counter';
import { KyselyRateCounter } from './kysely-rate-counter';
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

/**
 * Where calls to an outside service are counted against its published rate (Deezer's 50 per 5 s):
 * exactly, one statement per call, in PostgreSQL's `rate_limit_windows` when API and worker
 * processes share the database; in memory on PGlite, which one process owns.
 */
export function upstreamRateCounter(database: Pick<Database, 'kind' | 'db'>, secret: string): RateCounter {
  return database.kind === 'postgres'
    ? new KyselyRateCounter(database.db, secret)
    : new InMemoryRateCounter();
}
