/** The outcome of spending one request from a key's budget. */
export type LimiterVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface FixedWindowLimiterOptions {
  /** Requests allowed per key and window. */
  readonly limit: number;
  readonly windowMs: number;
  /** Keys remembered at most; the one whose window began first leaves first. */
  readonly maxKeys?: number;
  /** Milliseconds since an arbitrary origin (injectable for tests). */
  readonly now?: () => number;
}

/**
 * Counts requests per key (e.g. per IP) in fixed windows, in this process. Counting and deciding
 * happen in one synchronous step, so a burst of concurrent requests is split exactly at the limit
 * (`@fastify/rate-limit` reads its shared counter after an await, and refuses every request of a
 * burst that crosses the limit).
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; readonly endsAt: number }>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(private readonly options: FixedWindowLimiterOptions) {
    this.maxKeys = options.maxKeys ?? 10_000;
    this.now = options.now ?? (() => performance.now());
  }

  spend(key: string): LimiterVerdict {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      window = { count: 0, endsAt: now + this.options.windowMs };
      // Insertion order is window-start order: the first key is the stalest.
      this.windows.set(key, window);
      if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
    }
    window.count += 1;
    if (window.count <= this.options.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
  }
}
