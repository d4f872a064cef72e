import type { Kysely } from 'kysely';
import type { Clock } from '@domain/ports/clock';
import type { DB } from '../../db/schema';
import { randomToken, sha256 } from '../../platform/secrets';
import { type ActiveSession, type ResolvedSession, SESSION_LIFETIME_MS, type Sessions } from '../ports';

/** A session's expiry slides forward at most this often, so reads don't write on every request. */
const RENEW_AFTER_MS = 60 * 60 * 1000;

/**
 * How long a resolved session is reused without asking the database. Revocations made by this
 * process take effect at once; one made by another API process takes effect here within this time.
 */
export const SESSION_CACHE_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;

interface CachedSession {
  readonly session: ActiveSession;
  readonly expiresAt: number;
  readonly lastSeenAt: number;
  /** When the database was read, by the injected clock. */
  readonly readAt: number;
}

/** Sessions stored as sha256 of a random 256-bit token, with a sliding 30-day expiry. */
export class KyselySessions implements Sessions {
  /** Every signed-in request resolves its session; a short cache keeps that off the database. */
  private readonly recent = new Map<string, CachedSession>();
  /** Bumped by every revocation, so a read that raced with one is not cached. */
  private generation = 0;

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
    const tokenHash = sha256(token);
    const cached = this.recent.get(tokenHash);
    const fresh =
      cached !== undefined &&
      now.getTime() - cached.readAt < SESSION_CACHE_MS &&
      cached.expiresAt > now.getTime() &&
      now.getTime() - cached.lastSeenAt < RENEW_AFTER_MS;
    if (cached && fresh) {
      return { ...cached.session, renewed: false };
    }
    this.recent.delete(tokenHash);
    const generation = this.generation;
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as sessionId',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'users.id',
        'users.email',
        'users.user_type',
        'users.verified',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return null;
    const renewed = now.getTime() - new Date(row.last_seen_at).getTime() >= RENEW_AFTER_MS;
    let expiresAt = new Date(row.expires_at).getTime();
    let lastSeenAt = new Date(row.last_seen_at).getTime();
    if (renewed) {
      expiresAt = now.getTime() + SESSION_LIFETIME_MS;
      lastSeenAt = now.getTime();
      await this.db
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: new Date(expiresAt) })
        .where('id', '=', row.sessionId)
        .execute();
    }
    const session: ActiveSession = {
      sessionId: row.sessionId,
      user: { id: row.id, email: row.email, userType: row.user_type, verified: row.verified },
    };
    if (generation === this.generation)
      this.remember(tokenHash, { session, expiresAt, lastSeenAt, readAt: now.getTime() });
    return { ...session, renewed };
  }

  /** Drops cached sessions of a user whose account changed or was deleted. */
  forgetUser(userId: number): void {
    this.forget((session) => session.user.id === userId);
  }

  private remember(tokenHash: string, entry: CachedSession): void {
    this.recent.set(tokenHash, entry);
    if (this.recent.size > CACHE_MAX_ENTRIES) {
      const oldest = this.recent.keys().next().value;
      if (oldest !== undefined) this.recent.delete(oldest);
    }
  }

  private forget(matches: (session: ActiveSession) => boolean): void {
    this.generation++;
    for (const [tokenHash, entry] of this.recent) if (matches(entry.session)) this.recent.delete(tokenHash);
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    this.forget((session) => session.sessionId === sessionId);
  }

  /** Revokes every session of the user except `keepSessionId` (password change). */
  async revokeAllForUser(userId: number, keepSessionId?: number): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
    await query.execute();
    this.forget((session) => session.user.id === userId && session.sessionId !== keepSessionId);
  }

  async deleteExpired(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', this.clock.now()).execute();
  }
}
