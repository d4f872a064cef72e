/** Keys remembered at most; past it the day starts over (an item then costs one more write). */
const MAX_KEYS = 50_000;

/**
 * This process's memory of the items opened today (UTC), so a page opened again and again costs one
 * write a day. Another process keeps its own: the write is idempotent, only repeated.
 */
export class OpenedToday {
  private day = '';
  private readonly keys = new Set<string>();

  /** True the first time `key` is seen on `now`'s UTC day. */
  firstToday(key: string, now: Date): boolean {
    const day = now.toISOString().slice(0, 10);
    if (day !== this.day || this.keys.size >= MAX_KEYS) {
      this.day = day;
      this.keys.clear();
    }
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    return true;
  }
}
