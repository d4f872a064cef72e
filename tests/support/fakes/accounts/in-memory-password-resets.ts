import type { Clock } from '@domain/ports/clock';
import { type PasswordResets, RESET_LIFETIME_MS } from '@server/accounts/ports';

interface ResetToken {
  readonly userId: number;
  readonly expiresAt: number;
  used: boolean;
}

/** Password reset tokens in a Map. */
export class InMemoryPasswordResets implements PasswordResets {
  private readonly tokens = new Map<string, ResetToken>();
  private issued = 0;

  constructor(private readonly clock: Clock) {}

  async issue(userId: number): Promise<string> {
    const token = `reset-token-${++this.issued}`;
    this.tokens.set(token, {
      userId,
      expiresAt: this.clock.now().getTime() + RESET_LIFETIME_MS,
      used: false,
    });
    return token;
  }

  async consume(token: string): Promise<number | null> {
    const found = this.tokens.get(token);
    if (!found || found.used || found.expiresAt <= this.clock.now().getTime()) return null;
    for (const other of this.tokens.values()) if (other.userId === found.userId) other.used = true;
    return found.userId;
  }
}
