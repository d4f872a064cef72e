import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FollowerGrade, listeningEvidence, verdictWithListening } from '@domain/analytics';
import type { ChartVerdict } from '@domain/catalog';
import { listened, period28, teamWithRatios } from './listening-builders';

const SEVERITY: Record<ChartVerdict, number> = {
  insufficient_data: 0,
  clean: 1,
  suspicious: 2,
  likely_botted: 3,
};

const followerGrade: fc.Arbitrary<FollowerGrade> = fc.record({
  source: fc.constantFrom('chart_analysis' as const, 'first_look' as const),
  verdict: fc.constantFrom<ChartVerdict>('clean', 'suspicious', 'likely_botted', 'insufficient_data'),
  confidence: fc.constantFrom('low' as const, 'medium' as const, 'high' as const),
  reasons: fc.array(fc.string({ minLength: 1, maxLength: 20 }), { maxLength: 3 }),
});

const team = fc
  .array(fc.double({ min: 0, max: 500, noNaN: true }), { maxLength: 8 })
  .map((ratios) => teamWithRatios(ratios));
const followers = fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null });
const pastStreams = fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 4 });

/** The playlist's imported periods: 28-day periods back from October, the latest with `latest` streams. */
function periodsWith(past: readonly number[], latest: number) {
  const ends = ['2026-06-09', '2026-07-07', '2026-08-04', '2026-09-01', '2026-09-29'];
  const earlier = past.map((streams, index) => period28(ends[index]!, streams));
  return listened('p', [...earlier, period28('2026-10-27', latest)]);
}

describe('verdictWithListening', () => {
  it('leaves the follower grade as it is when there is no listening data', () => {
    fc.assert(
      fc.property(followerGrade, team, followers, (grade, others, count) => {
        const combined = verdictWithListening(
          grade,
          listeningEvidence({ playlist: null, followers: count, others }),
        );
        expect(combined.verdict).toBe(grade.verdict);
        expect(combined.confidence).toBe(grade.confidence);
        expect(combined.reasons).toEqual(grade.reasons);
        expect(combined.listening).toBe('no_data');
        expect(combined.summary).toMatch(/listening: no listening data\.$/);
      }),
    );
  });

  it('never calls a silent playlist clean, and puts the listening reason first', () => {
    fc.assert(
      fc.property(followerGrade, (grade) => {
        const silent = listeningEvidence({
          playlist: listened('p', [period28('2026-10-27', 0, 0)]),
          followers: 50_000,
          others: teamWithRatios([40, 80, 120]),
        });
        expect(silent.status).toBe('silent');
        const combined = verdictWithListening(grade, silent);
        expect(['suspicious', 'likely_botted']).toContain(combined.verdict);
        expect(combined.reasons[0]).toMatch(/^Many followers, almost no listening: /);
      }),
    );
  });

  it('is never cleaner than the follower grade', () => {
    fc.assert(
      fc.property(
        followerGrade,
        team,
        followers,
        pastStreams,
        fc.integer({ min: 0, max: 100_000 }),
        (grade, others, count, past, latest) => {
          const evidence = listeningEvidence({
            playlist: periodsWith(past, latest),
            followers: count,
            others,
          });
          const combined = verdictWithListening(grade, evidence);
          expect(SEVERITY[combined.verdict]).toBeGreaterThanOrEqual(SEVERITY[grade.verdict]);
          expect(combined.follower_integrity).toEqual({
            source: grade.source,
            verdict: grade.verdict,
            confidence: grade.confidence,
          });
        },
      ),
    );
  });

  it('is monotone in streams: more streams in the latest period never make the verdict worse', () => {
    fc.assert(
      fc.property(
        followerGrade,
        team,
        followers,
        pastStreams,
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (grade, others, count, past, fewer, more) => {
          const [low, high] = fewer <= more ? [fewer, more] : [more, fewer];
          const verdictAt = (streams: number) =>
            verdictWithListening(
              grade,
              listeningEvidence({ playlist: periodsWith(past, streams), followers: count, others }),
            );
          expect(SEVERITY[verdictAt(high).verdict]).toBeLessThanOrEqual(SEVERITY[verdictAt(low).verdict]);
          if (
            listeningEvidence({ playlist: periodsWith(past, high), followers: count, others }).status ===
            'silent'
          )
            expect(
              listeningEvidence({ playlist: periodsWith(past, low), followers: count, others }).status,
            ).toBe('silent');
        },
      ),
    );
  });

  it('says the same ratio for the same listening over periods of any length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 365 }), fc.integer({ min: 0, max: 500 }), (days, perDay) => {
        const start = Date.UTC(2026, 0, 1);
        const end = new Date(start + (days - 1) * 86_400_000).toISOString().slice(0, 10);
        const period = { period_start: '2026-01-01', period_end: end, streams: perDay * days, listeners: 0 };
        const evidence = listeningEvidence({
          playlist: listened('p', [period]),
          followers: 1_000,
          others: [],
        });
        expect(evidence.figures?.streams_per_1000).toBeCloseTo(perDay * 28, 6);
      }),
    );
  });
});
