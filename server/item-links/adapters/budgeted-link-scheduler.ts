import type { Clock } from '@domain/ports';
import type { Logger } from '../../platform/logger';
import type { ItemRef, LinkScheduler } from '../ports';

/** What one background look-up found: a link or no twin (`found`), or no answer from a service. */
export type LinkAttempt = (item: ItemRef) => Promise<'found' | 'none' | 'failed'>;

export interface LinkBudget {
  /** Look-ups started per hour by this process (default 120). */
  readonly perHour?: number;
  /** Look-ups at once (default 2). */
  readonly concurrent?: number;
  /** An item with no twin is not looked for again before this (default a day). */
  readonly noTwinMs?: number;
  /** An item whose look-up failed waits this long (default 15 minutes). */
  readonly failedMs?: number;
}

const HOUR = 60 * 60_000;
const REMEMBERED = 10_000;

/**
 * Looks for twins in the background within a budget, so opening pages never waits on Deezer and a
 * crowd of visitors cannot spend the services' quotas: each item at most once at a time, a
 * twinless one once a day, and at most `perHour` look-ups an hour.
 */
export class BudgetedLinkScheduler implements LinkScheduler {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly retryAt = new Map<string, number>();
  private windowStart = 0;
  private startedInWindow = 0;

  constructor(
    private readonly attempt: LinkAttempt,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly budget: LinkBudget = {},
  ) {}

  linkSoon(item: ItemRef): void {
    const key = `${item.kind}:${item.spotifyKey}`;
    const now = this.clock.now().getTime();
    if (this.inFlight.has(key) || (this.retryAt.get(key) ?? 0) > now) return;
    if (this.inFlight.size >= (this.budget.concurrent ?? 2) || !this.spend(now)) return;
    const run = this.attempt(item)
      .catch((error: unknown) => {
        this.logger.warn(
          `Linking ${key} to Deezer failed: ${error instanceof Error ? error.message : error}`,
        );
        return 'failed' as const;
      })
      .then((outcome) => {
        const wait =
          outcome === 'failed' ? (this.budget.failedMs ?? 15 * 60_000) : (this.budget.noTwinMs ?? 24 * HOUR);
        this.remember(key, this.clock.now().getTime() + wait);
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, run);
  }

  /** Resolves once every look-up started so far has ended (tests, shutdown). */
  async whenIdle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight.values());
  }

  private spend(now: number): boolean {
    if (now - this.windowStart >= HOUR) {
      this.windowStart = now;
      this.startedInWindow = 0;
    }
    if (this.startedInWindow >= (this.budget.perHour ?? 120)) return false;
    this.startedInWindow++;
    return true;
  }

  private remember(key: string, until: number): void {
    this.retryAt.delete(key);
    this.retryAt.set(key, until);
    if (this.retryAt.size > REMEMBERED) this.retryAt.delete(this.retryAt.keys().next().value as string);
  }
}
