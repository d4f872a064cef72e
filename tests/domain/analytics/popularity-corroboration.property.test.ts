import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeFollowerChart,
  corroborateGrade,
  type CurationChurn,
  type GradedEvent,
  gradeVerdict,
  type PlaylistTrackPopularity,
} from '@domain/analytics';
import { anyHistory, toPoints } from './follower-builders';

const RANK = { clean: 0, suspicious: 1, likely_botted: 2, insufficient_data: -1 } as const;
const SURE = { low: 0, medium: 1, high: 2 } as const;
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 1);
const iso = (day: number) => new Date(START + day * DAY_MS).toISOString();

const event = fc
  .record({
    day: fc.integer({ min: 0, max: 120 }),
    days: fc.integer({ min: 1, max: 20 }),
    change: fc.integer({ min: 1, max: 200_000 }),
    share: fc.double({ min: 0.001, max: 3, noNaN: true }),
    kind: fc.constantFrom('burst', 'burst', 'drip', 'purge'),
    relativeNoise: fc.option(fc.double({ min: 0, max: 2, noNaN: true }), { nil: null }),
  })
  .map(({ day, days, change, share, kind, relativeNoise }): GradedEvent => {
    const sign = kind === 'purge' ? -1 : 1;
    return {
      start: iso(day),
      end: iso(day + days - 1),
      days,
      net_change: sign * change,
      share_of_audience: sign * share,
      kind,
      relativeNoise: kind === 'drip' ? relativeNoise : null,
      evenness: null,
    };
  });

const byStart = (events: GradedEvent[]) =>
  [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));

/**
 * Tracks on the playlist for a while, read daily (or on random days), at a steady level but for
 * jumps on a few days, each near the start of one of the events (`days`) or anywhere.
 */
function trackPopularity(days: readonly number[]): fc.Arbitrary<PlaylistTrackPopularity> {
  const jumpDay =
    days.length === 0
      ? fc.nat(140)
      : fc.oneof(
          fc.tuple(fc.constantFrom(...days), fc.integer({ min: -2, max: 2 })).map(([d, by]) => d + by),
          fc.nat(140),
        );
  return fc
    .array(
      fc.record({
        from: fc.integer({ min: -10, max: 100 }),
        stayDays: fc.option(fc.integer({ min: 0, max: 140 }), { nil: null }),
        level: fc.nat(90),
        jumps: fc.array(fc.record({ day: jumpDay, points: fc.integer({ min: -8, max: 15 }) }), {
          minLength: 1,
          maxLength: 12,
        }),
        readDays: fc.option(fc.uniqueArray(fc.nat(140), { maxLength: 60 }), { nil: null }),
      }),
      { minLength: 1, maxLength: 5 },
    )
    .map((tracks) => ({
      stays: tracks.map(({ from, stayDays }, index) => ({
        trackId: `t${index}`,
        addedAt: null,
        firstSeen: iso(from),
        removedAt: stayDays === null ? null : iso(from + stayDays),
      })),
      tracks: tracks.map(({ level, jumps, readDays }, index) => ({
        trackId: `t${index}`,
        name: `Track ${index}`,
        points: (readDays ?? Array.from({ length: 141 }, (_, day) => day)).map((day) => ({
          checked_at: iso(day + 0.5),
          popularity: Math.max(0, level + jumps.reduce((sum, j) => sum + (j.day <= day ? j.points : 0), 0)),
        })),
      })),
    }));
}

/** Events in time order, and tracks that may have risen on their days. */
const scenario = fc.array(event, { minLength: 1, maxLength: 4 }).chain((unsorted) => {
  const events = byStart(unsorted);
  return fc.tuple(
    fc.constant(events),
    trackPopularity(events.map((e) => Math.round((Date.parse(e.start) - START) / DAY_MS))),
  );
});

const churn = fc.option(
  fc.boolean().map(
    (paid): CurationChurn => ({
      size: 50,
      addedPerWeek: paid ? 40 : 2,
      medianStayDays: paid ? 7 : 60,
      shortStayShare: paid ? 0.8 : 0.1,
      watchedAdditions: 30,
      payForPlacement: paid,
    }),
  ),
  { nil: null },
);

describe('popularity corroboration (properties)', () => {
  it('never makes a grade worse, never makes one clean and keeps every reason', () => {
    fc.assert(
      fc.property(scenario, churn, ([events, tracks], churn) => {
        const grade = gradeVerdict({ events, spanDays: 140, checks: 140, churn });
        const weighed = corroborateGrade(grade, events, churn, tracks);
        expect(RANK[weighed.verdict]).toBeLessThanOrEqual(RANK[grade.verdict]);
        if (weighed.verdict === grade.verdict && grade.verdict !== 'clean')
          expect(SURE[weighed.confidence]).toBeLessThanOrEqual(SURE[grade.confidence]);
        if (grade.verdict !== 'clean') expect(weighed.verdict).not.toBe('clean');
        else expect(weighed).toEqual(grade);
        expect(weighed.reasons.slice(0, grade.reasons.length)).toEqual(grade.reasons);
      }),
    );
  });

  it('never clears a purge or paid-placement churn: such a likely_botted grade stays likely_botted', () => {
    fc.assert(
      fc.property(scenario, churn, ([events, tracks], churn) => {
        const grade = gradeVerdict({ events, spanDays: 140, checks: 140, churn });
        const weighed = corroborateGrade(grade, events, churn, tracks);
        if (
          grade.verdict === 'likely_botted' &&
          (events.some((e) => e.kind === 'purge') || churn?.payForPlacement === true)
        )
          expect(weighed.verdict).toBe('likely_botted');
      }),
    );
  });

  it('changes nothing without tracks, or without tracks on the playlist', () => {
    fc.assert(
      fc.property(scenario, churn, ([events, tracks], churn) => {
        const grade = gradeVerdict({ events, spanDays: 140, checks: 140, churn });
        expect(corroborateGrade(grade, events, churn, null)).toBe(grade);
        expect(corroborateGrade(grade, events, churn, { stays: [], tracks: [] })).toEqual(grade);
        expect(corroborateGrade(grade, events, churn, { ...tracks, stays: [] })).toEqual(grade);
      }),
    );
  });

  it('lists one sentence per corroborated gain against the grade, none for purges, and says once why the grade stands', () => {
    fc.assert(
      fc.property(scenario, ([events, tracks]) => {
        const grade = gradeVerdict({ events, spanDays: 140, checks: 140, churn: null });
        const weighed = corroborateGrade(grade, events, null, tracks);
        const added = weighed.against.slice(grade.against.length);
        const gains = events.filter((e) => e.kind !== 'purge').length;
        expect(added.length).toBeLessThanOrEqual(gains);
        for (const sentence of added)
          expect(sentence).toMatch(/^On .* rose in popularity \(.*looks organic\.$/);
        const standing = weighed.reasons.slice(grade.reasons.length);
        expect(standing).toHaveLength(added.length > 0 ? 1 : 0);
        for (const sentence of standing)
          expect(sentence).toMatch(
            /^(Still (suspicious|likely botted)|Suspicious rather than likely botted)\b/,
          );
        for (const sentence of weighed.reasons) expect(sentence).not.toMatch(/looks organic\.$/);
      }),
    );
  });

  it('leaves the chart analysis of any history as it was when no track is given', () => {
    fc.assert(
      fc.property(anyHistory, (entries) => {
        const points = toPoints(entries);
        const empty = { stays: [], tracks: [] };
        expect(analyzeFollowerChart(points, { trackPopularity: empty })).toEqual(
          analyzeFollowerChart(points),
        );
      }),
      { numRuns: 50 },
    );
  });
});

describe('popularity corroboration (the generators above)', () => {
  it('corroborate often enough, likely_botted grades with purges included, for the properties to bite', () => {
    const cases = fc.sample(fc.tuple(scenario, churn), {
      numRuns: 1000,
      seed: 22,
    });
    let weighed = 0;
    let downgraded = 0;
    let purgedWeighed = 0;
    for (const [[events, tracks], churn] of cases) {
      const grade = gradeVerdict({ events, spanDays: 140, checks: 140, churn });
      const after = corroborateGrade(grade, events, churn, tracks);
      if (after.reasons.length === grade.reasons.length) continue;
      weighed += 1;
      if (after.verdict !== grade.verdict) downgraded += 1;
      if (grade.verdict === 'likely_botted' && events.some((e) => e.kind === 'purge')) purgedWeighed += 1;
    }
    expect(weighed).toBeGreaterThan(100);
    expect(downgraded).toBeGreaterThan(0);
    expect(purgedWeighed).toBeGreaterThan(10);
  });
});
