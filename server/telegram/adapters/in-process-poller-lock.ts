import type { PollerLock } from '../ports';

const holders = new WeakMap<object, InProcessPollerLock>();

/**
 * For PGlite, which one process owns by design: at most one holder per `scope` (the database
 * object) within this process.
 */
export class InProcessPollerLock implements PollerLock {
  private held = false;

  constructor(private readonly scope: object) {}

  async tryAcquire(): Promise<boolean> {
    const holder = holders.get(this.scope);
    if (holder && holder !== this) return false;
    holders.set(this.scope, this);
    this.held = true;
    return true;
  }

  isHeld(): boolean {
    return this.held;
  }

  async release(): Promise<void> {
    if (holders.get(this.scope) === this) holders.delete(this.scope);
    this.held = false;
  }
}
