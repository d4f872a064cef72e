import type { Kysely } from 'kysely';
import type { Clock } from '@domain/ports/clock';
import type { DB } from '../../db/schema';
import { randomToken, sha256 } from '../../platform/secrets';
import { type PasswordResets, RESET_LIFETIME_MS } from '../ports';

/** Single-use password reset tokens in the database, stored hashed. */
export class KyselyPasswordResets implements PasswordResets {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async issue(userId: number): Promise<string> {
    const token = randomToken();
    const now = this.clock.now();
    await this.db
      .insertInto('password_resets')
      .values({
        user_id: userId,
        token_hash: sha256(token),
        created_at: now,
        expires_at: new Date(now.getTime() + RESET_LIFETIME_MS),
      })
      .execute();
    return token;
  }

  /** Marks the token used and returns its user, or null when unknown, used or expired. */
  async consume(token: string): Promise<number | null> {
    const now = this.clock.now();
    const row = await this.db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!row) return null;
    // Any other outstanding link for this user dies with the password it was meant to replace.
    await this.db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute();
    return row.user_id;
  }
}
