import type { Kysely } from 'kysely';
import type { Clock } from '../../domain/ports/clock';
import type { DB } from '../db/schema';
import type { RequestSession } from './auth-guard';
import { randomToken, sha256 } from './secrets';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry slides forward at most this often, so reads don't write on every request. */
const RENEW_AFTER_MS = 60 * 60 * 1000;

export interface ResolvedSession extends RequestSession {
  /** True when this request moved the expiry forward (the cookie should be re-sent). */
  readonly renewed: boolean;
}

/** Sessions stored as sha256 of a random 256-bit token, with a sliding 30-day expiry. */
export class SessionStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Creates a session and returns its token (the only time the token exists in the clear). */
  async create(userId: number): Promise<string> {
    const token = randomToken();
    const now = this.clock.now();
    await this.db
      .insertInto('sessions')
      .values({
        user_id: userId,
        token_hash: sha256(token),
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
      })
      .execute();
    return token;
  }

  async resolve(token: string): Promise<ResolvedSession | null> {
    const now = this.clock.now();
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as sessionId',
        'sessions.last_seen_at',
        'users.id',
        'users.email',
        'users.user_type',
      ])
      .where('sessions.token_hash', '=', sha256(token))
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return null;
    const renewed = now.getTime() - new Date(row.last_seen_at).getTime() >= RENEW_AFTER_MS;
    if (renewed) {
      await this.db
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS) })
        .where('id', '=', row.sessionId)
        .execute();
    }
    return {
      sessionId: row.sessionId,
      user: { id: row.id, email: row.email, userType: row.user_type },
      renewed,
    };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  }

  /** Revokes every session of the user except `keepSessionId` (password change). */
  async revokeAllForUser(userId: number, keepSessionId?: number): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
    await query.execute();
  }

  async deleteExpired(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', this.clock.now()).execute();
  }
}
