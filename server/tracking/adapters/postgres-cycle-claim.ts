import { PostgresAdvisoryLock } from '../../platform/postgres-advisory-lock';
import type { CycleClaim } from '../ports';

/** The advisory lock key of inline refresh cycles: any fixed 64-bit number unique within the database. */
export const REFRESH_CYCLE_LOCK_KEY = '7301174416532602';

/** PostgreSQL: every process that runs inline cycles races for one advisory lock; a dead holder frees it. */
export class PostgresCycleClaim extends PostgresAdvisoryLock implements CycleClaim {
  constructor(connectionString: string) {
    super(connectionString, REFRESH_CYCLE_LOCK_KEY);
  }
}
