import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_STARTS_TEXT, metricCard, ONE_CHECK_TEXT } from '@domain/tracking/metric-cards';

const DAY = 86_400_000;
const START = Date.parse('2026-01-01T06:00:00.000Z');
const at = (day: number, minutes = 0) => new Date(START + day * DAY + minutes * 60_000).toISOString();

/** A daily history: one check a day from day 0, with the given values. */
const daily = (values: readonly number[]) => values.map((value, day) => ({ checked_at: at(day), value }));

describe('metricCard', () => {
  it('names each window and gives the absolute change, then the percent', () => {
    const values = Array.from({ length: 40 }, (_, day) => 1_000_000 + day * 1_000);
    const card = metricCard({
      label: 'Followers',
      unit: 'count',
      current: 1_040_000,
      history: daily(values),
    });
    // One count per page: the latest check the changes are measured to, not a live 1,040,000, and when.
    expect(card.valueText).toBe('1,039,000');
    expect(card.asOfText).toBe('as of 09/02/2026, 06:00 UTC');
    expect(card.note).toBeNull();
    expect(card.changes.map((change) => change.text)).toEqual([
      '+7,000 (+0.68%) in 7 days',
      '+30,000 (+2.97%) in 30 days',
      '+39,000 (+3.90%) since first check (01/01/2026)',
    ]);
  });

  it('gives popularity changes in points, never percent', () => {
    const card = metricCard({
      label: 'Popularity',
      unit: 'points',
      current: 95,
      history: daily([90, 91, 92, 93, 94, 94, 94, 95]),
    });
    expect(card.valueText).toBe('95');
    expect(card.changes.map((change) => change.text)).toEqual([
      '+5 pts in 7 days',
      'N/A in 30 days (tracked 7 days)',
      '+5 pts since first check (01/01/2026)',
    ]);
    expect(card.changes.every((change) => change.percent === null)).toBe(true);
  });

  it('adds the change since the user started tracking, dated apart from the first check', () => {
    const values = Array.from({ length: 40 }, (_, day) => 1_000 + day * 10);
    const card = metricCard({
      label: 'Followers',
      unit: 'count',
      current: null,
      history: daily(values),
      userTracking: { since: at(39, 1), now: at(39, 30) },
    });
    expect(card.changes.map((change) => change.text)).toEqual([
      '+70 (+5.30%) in 7 days',
      '+300 (+27.52%) in 30 days',
      '+390 (+39.00%) since first check (01/01/2026)',
      '0 (0.00%) since you started tracking (today)',
    ]);
    const earlier = metricCard({
      label: 'Followers',
      unit: 'count',
      current: null,
      history: daily(values),
      userTracking: { since: at(30), now: at(39, 30) },
    });
    expect(earlier.changes.at(-1)!.text).toBe('+90 (+6.92%) since you started tracking (31/01/2026)');
    // Tracking from the first check: the first-check line says it all, once.
    const first = metricCard({
      label: 'Followers',
      unit: 'count',
      current: null,
      history: daily(values),
      userTracking: { since: at(0), now: at(39, 30) },
    });
    expect(first.changes).toHaveLength(3);
  });

  it('counts a check a few minutes short of the window as that window', () => {
    const history = [
      { checked_at: at(0, 5), value: 100 },
      { checked_at: at(7), value: 150 },
    ];
    expect(metricCard({ label: 'Followers', unit: 'count', current: null, history }).changes[0]!.text).toBe(
      '+50 (+50.00%) in 7 days',
    );
  });

  it('says history starts when someone tracks it, and shows the current value alone', () => {
    const card = metricCard({ label: 'Followers', unit: 'count', current: 1234, history: [] });
    expect(card).toEqual({ label: 'Followers', valueText: '1,234', changes: [], note: HISTORY_STARTS_TEXT });
  });

  it('waits for a second check before showing changes', () => {
    const card = metricCard({ label: 'Followers', unit: 'count', current: null, history: daily([10]) });
    expect(card).toMatchObject({ valueText: '10', changes: [], note: ONE_CHECK_TEXT });
  });

  it('shows the caller’s note when the history cannot be shown (signed out)', () => {
    const card = metricCard({
      label: 'Followers',
      unit: 'count',
      current: 5,
      history: null,
      unavailableNote: 'Sign in to see how it changes.',
    });
    expect(card).toMatchObject({ valueText: '5', changes: [], note: 'Sign in to see how it changes.' });
  });

  const historyArbitrary = fc
    .array(
      fc.record({
        minutes: fc.integer({ min: 0, max: 60 * 24 * 90 }),
        value: fc.integer({ min: 0, max: 1e9 }),
      }),
      {
        minLength: 2,
        maxLength: 60,
      },
    )
    .map((checks) => checks.map(({ minutes, value }) => ({ checked_at: at(0, minutes), value })));

  it('measures "since first check" as last minus first, whatever the order given', () => {
    fc.assert(
      fc.property(historyArbitrary, fc.boolean(), (history, reverse) => {
        const sorted = [...history].sort(
          (a, b) => a.checked_at.localeCompare(b.checked_at) || a.value - b.value,
        );
        const given = reverse ? [...history].reverse() : history;
        const card = metricCard({ label: 'Followers', unit: 'count', current: null, history: given });
        const since = card.changes[2]!;
        fc.pre(sorted[0]!.checked_at !== sorted[1]!.checked_at);
        return since.change === sorted[sorted.length - 1]!.value - sorted[0]!.value;
      }),
      { numRuns: 300 },
    );
  });

  it('never measures a window the history does not span, and never prints a non-zero change as 0.00%', () => {
    fc.assert(
      fc.property(historyArbitrary, (history) => {
        const card = metricCard({ label: 'Followers', unit: 'count', current: null, history });
        const times = history.map((check) => Date.parse(check.checked_at));
        const span = Math.max(...times) - Math.min(...times);
        for (const [index, days] of [7, 28].entries()) {
          const change = card.changes[index]!;
          if (span < days * DAY - DAY / 2) expect(change.change).toBeNull();
          if (change.change !== null && change.change !== 0) expect(change.text).not.toMatch(/[^\d.]0\.00%/);
          if (change.change === null) expect(change.text).toMatch(/^N\/A in \d+ days \(tracked \d+ days?\)$/);
        }
      }),
      { numRuns: 300 },
    );
  });
});
