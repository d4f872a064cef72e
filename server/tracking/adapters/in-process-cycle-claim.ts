import type { CycleClaim } from '../ports';

const holders = new WeakSet<object>();

/** PGlite, which one process owns: at most one holder per `scope` (the database object) in this process. */
export class InProcessCycleClaim implements CycleClaim {
  private held = false;

  constructor(private readonly scope: object) {}

  async tryAcquire(): Promise<boolean> {
    if (this.held) return true;
    if (holders.has(this.scope)) return false;
    holders.add(this.scope);
    this.held = true;
    return true;
  }

  async release(): Promise<void> {
    if (!this.held) return;
    holders.delete(this.scope);
    this.held = false;
  }
}
