import type { Clock } from '@domain/ports/clock';
import {
  CODE_LIFETIME_MS,
  type CodeCheck,
  MAX_WRONG_CODES,
  type VerificationCodes,
} from '@server/accounts/ports';

interface PendingCode {
  readonly code: string;
  readonly expiresAt: number;
  failedAttempts: number;
}

/** Verification codes in a Map; codes are predictable (100000, 100001, …) but never repeat. */
export class InMemoryVerificationCodes implements VerificationCodes {
  private readonly pending = new Map<number, PendingCode>();
  private issued = 0;

  constructor(private readonly clock: Clock) {}

  async issue(userId: number): Promise<string> {
    const code = String(100_000 + this.issued++);
    this.pending.set(userId, {
      code,
      expiresAt: this.clock.now().getTime() + CODE_LIFETIME_MS,
      failedAttempts: 0,
    });
    return code;
  }

  async check(userId: number, code: string): Promise<CodeCheck> {
    const pending = this.pending.get(userId);
    if (!pending) return 'missing';
    if (pending.failedAttempts >= MAX_WRONG_CODES) return 'exhausted';
    if (pending.expiresAt <= this.clock.now().getTime()) return 'expired';
    if (pending.code !== code) {
      pending.failedAttempts += 1;
      return pending.failedAttempts >= MAX_WRONG_CODES ? 'exhausted' : 'wrong';
    }
    this.pending.delete(userId);
    return 'ok';
  }
}
