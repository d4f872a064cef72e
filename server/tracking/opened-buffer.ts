import type { Logger } from '../platform/logger';
import type { OpenedItem, TimedOpen, WatchedItems } from './ports';

/** How long an open waits for others to share its write. */
export const OPENS_FLUSH_MS = 2_000;
/** Opens held at most: one more writes them all at once. */
const MAX_HELD = 500;

export interface OpenedBufferDeps {
  readonly watched: Pick<WatchedItems, 'recordOpens' | 'paused'>;
  readonly maxItems: number;
  readonly logger: Logger;
  readonly flushMs?: number;
}

/**
 * The opens this process saw, written together every `OPENS_FLUSH_MS` in one transaction (whether
 * watching is paused is read once a batch) instead of a transaction of three statements per open,
 * off the request's path. Readers in this process flush first (the admin view, the pause); another
 * process's opens show after its next flush. `flush()` at shutdown writes what is held. A batch the
 * database refuses is logged and dropped, as a single open's failure was.
 */
export class OpenedBuffer {
  private held = new Map<string, TimedOpen>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: OpenedBufferDeps) {}

  /** Holds the open for the next write (a later open of the same item replaces it). */
  hold(item: OpenedItem, at: Date): void {
    const key = `${item.kind}:${item.spotifyId}`;
    this.held.delete(key);
    this.held.set(key, { item, at });
    if (this.held.size >= MAX_HELD) void this.flush();
    else if (this.timer === null) {
      this.timer = setTimeout(() => void this.flush(), this.deps.flushMs ?? OPENS_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes the opens held so far, after any write under way; resolves once they are written. */
  flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const opens = [...this.held.values()];
    this.held = new Map();
    this.writing = this.writing.then(() => this.write(opens));
    return this.writing;
  }

  private async write(opens: readonly TimedOpen[]): Promise<void> {
    if (opens.length === 0) return;
    try {
      if (await this.deps.watched.paused()) return;
      await this.deps.watched.recordOpens(opens, this.deps.maxItems);
    } catch (error) {
      this.deps.logger.error(`Watching ${opens.length} opened items failed: ${String(error)}`);
    }
  }
}
