import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeFollowerChart, type GradedEvent, gradeVerdict } from '@domain/analytics';
import { generateFollowerSeries } from '../../../bench/support/follower-series';

const RANK = { clean: 0, suspicious: 1, likely_botted: 2 } as const;
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 1);

const event = fc
  .record({
    day: fc.integer({ min: 0, max: 300 }),
    days: fc.integer({ min: 1, max: 40 }),
    change: fc.integer({ min: 1, max: 200_000 }),
    share: fc.double({ min: 0.001, max: 3, noNaN: true }),
    kind: fc.constantFrom('burst', 'drip', 'purge'),
    relativeNoise: fc.option(fc.double({ min: 0, max: 2, noNaN: true }), { nil: null }),
    evenness: fc.option(
      fc.record({
        perDay: fc.double({ min: 10, max: 10_000, noNaN: true }),
        variation: fc.double({ min: 0, max: 0.3, noNaN: true }),
        listenerVariation: fc.double({ min: 0, max: 2, noNaN: true }),
        pausedWeekday: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
      }),
      { nil: null },
    ),
  })
  .map(({ day, days, change, share, kind, relativeNoise, evenness }): GradedEvent => {
    const sign = kind === 'purge' ? -1 : 1;
    return {
      start: new Date(START + day * DAY_MS).toISOString(),
      end: new Date(START + (day + days - 1) * DAY_MS).toISOString(),
      days,
      net_change: sign * change,
      share_of_audience: sign * share,
      kind,
      relativeNoise: kind === 'drip' ? relativeNoise : null,
      evenness: kind === 'drip' ? evenness : null,
    };
  });

const byStart = (events: GradedEvent[]) =>
  [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));

describe('grading (properties)', () => {
  it('is monotone: adding a purge never makes a playlist cleaner', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 6 }), event, (events, extra) => {
        const purge: GradedEvent = {
          ...extra,
          kind: 'purge',
          net_change: -Math.abs(extra.net_change),
          share_of_audience: -Math.abs(extra.share_of_audience),
          relativeNoise: null,
          evenness: null,
        };
        const input = { spanDays: 200, checks: 200, churn: null };
        const before = gradeVerdict({ ...input, events: byStart(events) });
        const after = gradeVerdict({ ...input, events: byStart([...events, purge]) });
        expect(RANK[after.verdict]).toBeGreaterThanOrEqual(RANK[before.verdict]);
        expect(after.reasons.length).toBeGreaterThan(0);
      }),
    );
  });

  // On real series the grading rule above is monotone, but the detectors judge each change against
  // the series' own spread, so a purge can shift a small burst under the threshold: seed 222 (botted,
  // a 5% purge) loses a +58 burst and goes from likely_botted to suspicious. That happens in about
  // 0.1% of cases (8 of 8,000 over seeds 1-1,000); this keeps it rare, over a fixed set of cases.
  it('is monotone on real series in all but rare cases: a purge added to a history almost never makes it cleaner', () => {
    let judged = 0;
    const cleaner: string[] = [];
    for (let seed = 1; seed <= 150; seed += 1) {
      for (const bots of [true, false]) {
        // The series and its verdict do not depend on the purge's share: one of each per seed.
        const { points } = generateFollowerSeries(seed, { days: 200, bots, sampling: 'regular' });
        const before = analyzeFollowerChart(points).verdict;
        const at = Math.floor(points.length * 0.8);
        for (const share of [0.05, 0.2, 0.4]) {
          const drop = Math.round(points[at]!.followers * share);
          const purged = points.map((point, index) => ({
            ...point,
            followers: index >= at ? Math.max(0, point.followers - drop) : point.followers,
          }));
          const after = analyzeFollowerChart(purged).verdict;
          if (before === 'insufficient_data' || after === 'insufficient_data') continue;
          judged += 1;
          if (RANK[after] < RANK[before])
            cleaner.push(`seed ${seed}, bots ${bots}, share ${share}: ${before} -> ${after}`);
        }
      }
    }
    expect(judged).toBeGreaterThan(800);
    expect(cleaner.length / judged, cleaner.join('\n')).toBeLessThanOrEqual(0.005);
  });

  it('is monotone: a drip made longer (at the same daily rate) never gets a cleaner grade', () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 5 }),
        event,
        fc.integer({ min: 1, max: 60 }),
        (events, extra, longer) => {
          const last = Math.max(0, ...events.map((one) => Date.parse(one.end)));
          const start = Math.max(Date.parse(extra.start), last + DAY_MS);
          const perDay = Math.abs(extra.net_change) / extra.days;
          const sharePerDay = Math.abs(extra.share_of_audience) / extra.days;
          const drip = (days: number): GradedEvent => ({
            ...extra,
            kind: 'drip',
            start: new Date(start).toISOString(),
            end: new Date(start + (days - 1) * DAY_MS).toISOString(),
            days,
            net_change: Math.round(perDay * days),
            share_of_audience: sharePerDay * days,
          });
          const input = { spanDays: 400, checks: 400, churn: null };
          const shorter = gradeVerdict({ ...input, events: [...byStart(events), drip(extra.days)] });
          const longerGrade = gradeVerdict({
            ...input,
            events: [...byStart(events), drip(extra.days + longer)],
          });
          expect(RANK[longerGrade.verdict]).toBeGreaterThanOrEqual(RANK[shorter.verdict]);
        },
      ),
    );
  });

  it('never grades one lone burst likely botted', () => {
    fc.assert(
      fc.property(event, (single) => {
        const burst: GradedEvent = {
          ...single,
          kind: 'burst',
          net_change: Math.abs(single.net_change),
          share_of_audience: Math.abs(single.share_of_audience),
          relativeNoise: null,
          evenness: null,
        };
        const grade = gradeVerdict({ events: [burst], spanDays: 200, checks: 200, churn: null });
        expect(grade.verdict).not.toBe('likely_botted');
      }),
    );
  });
});
