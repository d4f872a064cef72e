import type { Kysely } from 'kysely';
import type { Clock } from '@domain/ports/clock';
import type { DB } from '../../db/schema';
import { randomSixDigitCode, safeEqual, sha256 } from '../../platform/secrets';
import { CODE_LIFETIME_MS, type CodeCheck, MAX_WRONG_CODES, type VerificationCodes } from '../ports';

/** Six-digit email verification codes in the database, stored hashed. */
export class KyselyVerificationCodes implements VerificationCodes {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Issues a fresh code for the user, replacing any earlier one. */
  async issue(userId: number): Promise<string> {
    const code = randomSixDigitCode();
    const now = this.clock.now();
    const values = {
      code_hash: sha256(`${userId}:${code}`),
      expires_at: new Date(now.getTime() + CODE_LIFETIME_MS),
      failed_attempts: 0,
      sent_at: now,
    };
    await this.db
      .insertInto('email_verifications')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
    return code;
  }

  /** Checks a code; a wrong one counts against the limit, the right one is consumed. */
  async check(userId: number, code: string): Promise<CodeCheck> {
    const row = await this.db
      .selectFrom('email_verifications')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return 'missing';
    if (row.failed_attempts >= MAX_WRONG_CODES) return 'exhausted';
    if (new Date(row.expires_at).getTime() <= this.clock.now().getTime()) return 'expired';
    if (!safeEqual(sha256(`${userId}:${code}`), row.code_hash)) {
      await this.db
        .updateTable('email_verifications')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('user_id', '=', userId)
        .execute();
      return row.failed_attempts + 1 >= MAX_WRONG_CODES ? 'exhausted' : 'wrong';
    }
    await this.db.deleteFrom('email_verifications').where('user_id', '=', userId).execute();
    return 'ok';
  }
}
