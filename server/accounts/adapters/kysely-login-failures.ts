import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { hmac } from '../../platform/secrets';
import { type FailureCount, LOGIN_FAILURE_WINDOW_MS, type LoginFailures } from '../ports';

/** Login failure counters in `login_failures`, keyed by HMACs of the email and the address. */
export class KyselyLoginFailures implements LoginFailures {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly secret: string,
  ) {}

  async count(email: string, ip: string, now: Date) {
    const keys = this.keys(email, ip);
    const rows = await this.db
      .selectFrom('login_failures')
      .select(['key', 'failures', 'last_failure_at'])
      .where('key', 'in', [keys.pair, keys.ip])
      .where('window_started_at', '>', new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS))
      .execute();
    const of = (key: string): FailureCount | null => {
      const row = rows.find((candidate) => candidate.key === key);
      return row ? { failures: row.failures, lastFailureAt: new Date(row.last_failure_at) } : null;
    };
    return { pair: of(keys.pair), ip: of(keys.ip) };
  }

  async record(email: string, ip: string, now: Date): Promise<void> {
    const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
    const { pair, ip: address } = this.keys(email, ip);
    // One statement per key: concurrent failures from several processes all count.
    for (const key of [pair, address]) {
      await this.db
        .insertInto('login_failures')
        .values({ key, failures: 1, window_started_at: now, last_failure_at: now })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            failures: sql`case when login_failures.window_started_at > ${windowStart} then login_failures.failures + 1 else 1 end`,
            window_started_at: sql`case when login_failures.window_started_at > ${windowStart} then login_failures.window_started_at else ${now} end`,
            last_failure_at: now,
          }),
        )
        .execute();
    }
    await this.db.deleteFrom('login_failures').where('last_failure_at', '<', windowStart).execute();
  }

  async forgive(email: string, ip: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', this.keys(email, ip).pair).execute();
  }

  private keys(email: string, ip: string): { pair: string; ip: string } {
    const address = hmac(this.secret, `login-ip:${ip}`);
    return {
      pair: `pair:${hmac(this.secret, `login-email:${email.trim().toLowerCase()}`)}:${address}`,
      ip: `ip:${address}`,
    };
  }
}
