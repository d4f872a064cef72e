import type { LimiterVerdict } from './fixed-window-limiter';

/** `max` requests per key in each window of `windowMs`. */
export interface Limit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * Where every request budget of a deployment is counted (docs/http-api.md#rate-limits): in this
 * process on PGlite, in PostgreSQL when several API processes share one database: exactly (one
 * statement per request) or, for the busiest budgets, in batches (shared-rate-counter.ts).
 */
export interface RateCounter {
  /** Spends one request of `key`'s budget named `budget`. */
  spend(budget: string, limit: Limit, key: string): Promise<LimiterVerdict>;
  /** Hands over what is still counted only here (the app calls it when it closes). */
  close?(): Promise<void>;
}
