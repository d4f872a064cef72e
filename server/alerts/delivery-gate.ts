/** How many webhook attempts one process runs at once: in all, per user and per receiver (host and port). */
export interface DeliveryCaps {
  readonly total: number;
  readonly perUser: number;
  readonly perReceiver: number;
}

/**
 * Counts the attempts running in this process so one slow receiver, or one user's many webhooks,
 * cannot take every slot: an attempt over a cap is not run now (the runner queues it again shortly).
 */
export class DeliveryGate {
  private running = 0;
  private readonly byKey = new Map<string, number>();

  constructor(private readonly caps: DeliveryCaps) {}

  /** A slot for an attempt of this user to this URL, or null when a cap is full. Call the answer to leave. */
  enter(userId: number, url: string): (() => void) | null {
    const keys: Array<[string, number]> = [
      [`user:${userId}`, this.caps.perUser],
      [`receiver:${receiverOf(url)}`, this.caps.perReceiver],
    ];
    if (this.running >= this.caps.total) return null;
    if (keys.some(([key, cap]) => (this.byKey.get(key) ?? 0) >= cap)) return null;
    this.running += 1;
    for (const [key] of keys) this.byKey.set(key, (this.byKey.get(key) ?? 0) + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.running -= 1;
      for (const [key] of keys) {
        const count = (this.byKey.get(key) ?? 1) - 1;
        if (count === 0) this.byKey.delete(key);
        else this.byKey.set(key, count);
      }
    };
  }
}

function receiverOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}
