import { PostgresAdvisoryLock } from '../../platform/postgres-advisory-lock';
import type { PollerLock } from '../ports';

/** The advisory lock key of the Telegram poller: any fixed 64-bit number unique within the database. */
export const TELEGRAM_POLLER_LOCK_KEY = '7301174416532601';

/** The Telegram poller's lock: one poller per deployment (docs/operations.md#telegram-bot). */
export class PostgresPollerLock extends PostgresAdvisoryLock implements PollerLock {
  constructor(connectionString: string) {
    super(connectionString, TELEGRAM_POLLER_LOCK_KEY);
  }
}
