import type { ClickCounter, ClickToCount, DailyClicks } from '../ports';

/** Click counts in memory (use-case tests); same window rule as the database adapter. */
export class InMemoryClickCounter implements ClickCounter {
  private readonly lastCounted = new Map<string, number>();
  private readonly days = new Map<string, DailyClicks & { pageId: number }>();

  async count(click: ClickToCount, windowMs: number): Promise<boolean> {
    const visitorKey = `${click.pageId}|${click.service}|${click.visitor}`;
    const last = this.lastCounted.get(visitorKey);
    if (last !== undefined && last > click.at.getTime() - windowMs) return false;
    this.lastCounted.set(visitorKey, click.at.getTime());
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

  async forgetVisitorsBefore(before: Date): Promise<void> {
    for (const [key, at] of this.lastCounted) if (at < before.getTime()) this.lastCounted.delete(key);
  }

  /** How many visitors are remembered (tests check that old ones are forgotten). */
  rememberedVisitors(): number {
    return this.lastCounted.size;
  }

  async daily(pageId: number): Promise<DailyClicks[]> {
    return [...this.days.values()]
      .filter((row) => row.pageId === pageId)
      .map(({ day, service, clicks }) => ({ day, service, clicks }))
      .sort((a, b) => a.day.localeCompare(b.day) || a.service.localeCompare(b.service));
  }
}
