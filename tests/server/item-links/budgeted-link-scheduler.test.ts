// Background look-ups stay within their budget: one per item at a time, a twinless item once a day,
// a failed one after a pause, and a bounded number an hour.
import { describe, expect, it } from 'vitest';
import { BudgetedLinkScheduler, type LinkAttempt } from '@server/item-links/adapters/budgeted-link-scheduler';
import { ManualClock } from '../../support/manual-clock';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const item = (n: number) => ({ kind: 'track' as const, spotifyKey: `track${n}`.padEnd(22, '0') });

function scheduler(outcome: Awaited<ReturnType<LinkAttempt>>, budget = {}) {
  const clock = new ManualClock(new Date('2026-03-01T00:00:00Z'));
  const attempts: string[] = [];
  const links = new BudgetedLinkScheduler(
    async (ref) => {
      attempts.push(ref.spotifyKey);
      return outcome;
    },
    clock,
    quiet,
    budget,
  );
  return { links, clock, attempts };
}

describe('the budgeted link scheduler', () => {
  it('looks an item up once at a time, and a twinless one again only the next day', async () => {
    const { links, clock, attempts } = scheduler('none');
    links.linkSoon(item(1));
    links.linkSoon(item(1));
    await links.whenIdle();
    links.linkSoon(item(1));
    expect(attempts).toHaveLength(1);
    clock.advance(24 * 60 * 60_000);
    links.linkSoon(item(1));
    await links.whenIdle();
    expect(attempts).toHaveLength(2);
  });

  it('retries a failed look-up after a pause', async () => {
    const { links, clock, attempts } = scheduler('failed', { failedMs: 60_000 });
    links.linkSoon(item(1));
    await links.whenIdle();
    links.linkSoon(item(1));
    clock.advance(60_000);
    links.linkSoon(item(1));
    await links.whenIdle();
    expect(attempts).toHaveLength(2);
  });

  it('starts at most its hourly budget of look-ups, and a new hour brings a new budget', async () => {
    const { links, clock, attempts } = scheduler('found', { perHour: 3, concurrent: 10 });
    for (let n = 0; n < 10; n++) links.linkSoon(item(n));
    await links.whenIdle();
    expect(attempts).toHaveLength(3);
    clock.advance(60 * 60_000);
    for (let n = 3; n < 10; n++) links.linkSoon(item(n));
    await links.whenIdle();
    expect(attempts).toHaveLength(6);
  });
});
