/** Requests admitted by one process for one budget key since its last flush. */
export interface WindowIncrement {
  /** `budget` and key, as the batching counter names them (the store hashes them). */
  readonly key: string;
  readonly count: number;
  /** The length of a window the increment opens when the key has none (or only an expired one). */
  readonly windowMs: number;
}

/** A key's window after a flush: every process's count in it, and when it ends (ms since epoch). */
export interface WindowTotal {
  readonly key: string;
  readonly count: number;
  readonly windowEndsAt: number;
}

/**
 * The budget windows every API process shares (PostgreSQL's `rate_limit_windows`). `add` applies a
 * whole batch atomically per key: each increment joins its key's window, or opens a new one when the
 * window ended by `now`, and the totals come back in the same step.
 */
export interface SharedWindows {
  add(increments: readonly WindowIncrement[], now: number): Promise<WindowTotal[]>;
}
