import type { Clock } from '@domain/ports';
import type { ForcedRefreshes } from '../ports';

/** Entries kept before the expired ones are swept (each is one key let through recently). */
const SWEEP_AT = 1000;

/** Lets each key through at most once per interval, in this process's memory. */
export class OncePerInterval implements ForcedRefreshes {
  private readonly lastPassed = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly intervalMs: number,
  ) {}

  /** True (and remembered) when `key` was not let through within the interval. */
  tryPass(key: string): boolean {
    const now = this.clock.now().getTime();
    const last = this.lastPassed.get(key);
    if (last !== undefined && now - last < this.intervalMs) return false;
    if (this.lastPassed.size >= SWEEP_AT) this.sweep(now);
    this.lastPassed.set(key, now);
    return true;
  }

  private sweep(now: number): void {
    for (const [key, at] of this.lastPassed) if (now - at >= this.intervalMs) this.lastPassed.delete(key);
  }
}
