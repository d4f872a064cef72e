import { FixedWindowLimiter, type LimiterVerdict } from './fixed-window-limiter';
import type { Limit, RateCounter } from './rate-counter';

/** Every budget counted in this process: right for PGlite, which one process owns. */
export class InMemoryRateCounter implements RateCounter {
  private readonly budgets = new Map<string, FixedWindowLimiter>();

  constructor(private readonly now?: () => number) {}

  async spend(budget: string, limit: Limit, key: string): Promise<LimiterVerdict> {
    let limiter = this.budgets.get(budget);
    if (!limiter) {
      limiter = new FixedWindowLimiter({ limit: limit.max, windowMs: limit.windowMs, now: this.now });
      this.budgets.set(budget, limiter);
    }
    return limiter.spend(key);
  }
}
