import type { ClickCounter, ClickToCount, DailyClicks } from '@server/landing-pages/ports';

/** Click counts in memory (use-case tests); same rules as the database adapter. */
export class InMemoryClickCounter implements ClickCounter {
  /** Visitors seen, by page, service (or conversion claim) and visitor: when first seen. */
  private readonly seen = new Map<string, number>();
  private readonly days = new Map<string, DailyClicks & { pageId: number }>();

  async count(click: ClickToCount): Promise<boolean> {
    if (!this.claim(`${click.pageId}|${click.service}|${click.visitor}`, click.at)) return false;
    const day = click.at.toISOString().slice(0, 10);
    const dayKey = `${click.pageId}|${click.service}|${day}`;
    const current = this.days.get(dayKey);
    this.days.set(dayKey, {
      pageId: click.pageId,
      service: click.service,
      day,
      clicks: (current?.clicks ?? 0) + 1,
    });
    return true;
  }

  async claimConversion(pageId: number, visitor: string, at: Date): Promise<boolean> {
    return this.claim(`${pageId}|conversion|${visitor}`, at);
  }

  async forgetVisitorsBefore(before: Date): Promise<void> {
    for (const [key, at] of this.seen) if (at < before.getTime()) this.seen.delete(key);
  }

  /** How many visitors are remembered (tests check that old ones are forgotten). */
  rememberedVisitors(): number {
    return this.seen.size;
  }

  async daily(pageId: number): Promise<DailyClicks[]> {
    return [...this.days.values()]
      .filter((row) => row.pageId === pageId)
      .map(({ day, service, clicks }) => ({ day, service, clicks }))
      .sort((a, b) => a.day.localeCompare(b.day) || a.service.localeCompare(b.service));
  }

  private claim(key: string, at: Date): boolean {
    if (this.seen.has(key)) return false;
    this.seen.set(key, at.getTime());
    return true;
  }
}
