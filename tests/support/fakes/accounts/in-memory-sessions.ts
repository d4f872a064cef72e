import type { Clock } from '@domain/ports/clock';
import { type ResolvedSession, SESSION_LIFETIME_MS, type Sessions } from '@server/accounts/ports';
import type { InMemoryUsers } from './in-memory-users';

const RENEW_AFTER_MS = 60 * 60 * 1000;

interface StoredSession {
  readonly id: number;
  readonly userId: number;
  expiresAt: number;
  lastSeenAt: number;
}

/** Sessions in a Map, keyed by token; a session ends with its user, as ON DELETE CASCADE does. */
export class InMemorySessions implements Sessions {
  private readonly byToken = new Map<string, StoredSession>();
  private nextId = 1;

  constructor(
    private readonly clock: Clock,
    private readonly users: InMemoryUsers,
  ) {}

  async create(userId: number): Promise<string> {
    const id = this.nextId++;
    const now = this.clock.now().getTime();
    const token = `session-token-${id}-${Math.random().toString(36).slice(2)}`;
    this.byToken.set(token, { id, userId, expiresAt: now + SESSION_LIFETIME_MS, lastSeenAt: now });
    return token;
  }

  async resolve(token: string): Promise<ResolvedSession | null> {
    const session = this.byToken.get(token);
    const user = session && this.users.peek(session.userId);
    const now = this.clock.now().getTime();
    if (!session || !user || session.expiresAt <= now) return null;
    const renewed = now - session.lastSeenAt >= RENEW_AFTER_MS;
    if (renewed) {
      session.lastSeenAt = now;
      session.expiresAt = now + SESSION_LIFETIME_MS;
    }
    return {
      sessionId: session.id,
      user: { id: user.id, email: user.email, userType: user.userType, verified: user.verified },
      renewed,
    };
  }

  async revoke(sessionId: number): Promise<void> {
    this.drop((session) => session.id === sessionId);
  }

  async revokeAllForUser(userId: number, keepSessionId?: number): Promise<void> {
    this.drop((session) => session.userId === userId && session.id !== keepSessionId);
  }

  forgetUser(_userId: number): void {
    // Nothing is cached here: a deleted user's sessions stop resolving at once.
  }

  async deleteExpired(): Promise<void> {
    const now = this.clock.now().getTime();
    this.drop((session) => session.expiresAt <= now);
  }

  /** How many live sessions the user has (for assertions). */
  countFor(userId: number): number {
    return [...this.byToken.values()].filter((session) => session.userId === userId).length;
  }

  private drop(matches: (session: StoredSession) => boolean): void {
    for (const [token, session] of this.byToken) if (matches(session)) this.byToken.delete(token);
  }
}
