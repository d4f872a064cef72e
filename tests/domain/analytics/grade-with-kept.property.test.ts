import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradePlaylist, gradePlaylistWithKept } from '@domain/analytics';

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 1);
const dayOf = (index: number) => new Date(START + index * DAY_MS).toISOString().slice(0, 10);

/** A steady climb: `ours` daily checks at noon after `keptDays` days of kept readings. */
const history = fc
  .record({
    keptDays: fc.integer({ min: 1, max: 60 }),
    ourDays: fc.integer({ min: 0, max: 40 }),
    base: fc.integer({ min: 1_000, max: 200_000 }),
    perDay: fc.integer({ min: 0, max: 40 }),
  })
  .map(({ keptDays, ourDays, base, perDay }) => ({
    kept: Array.from({ length: keptDays }, (_, index) => ({
      date: dayOf(index),
      count: base + index * perDay,
    })),
    checks: Array.from({ length: ourDays }, (_, index) => ({
      checked_at: `${dayOf(keptDays + index)}T12:00:00.000Z`,
      followers: base + (keptDays + index) * perDay,
    })),
  }));

const CHECKS_WORD = /\bchecks?\b/;

describe('gradePlaylistWithKept wording (issue 34 point 4)', () => {
  it('never calls kept readings checks, and says how many were imported', () => {
    fc.assert(
      fc.property(history, ({ kept, checks }) => {
        const chart = gradePlaylistWithKept({ points: checks, stays: [], tracks: [] }, kept);
        for (const text of [...chart.reasons, chart.summary]) expect(text).not.toMatch(CHECKS_WORD);
        expect(chart.summary).toContain(`${kept.length} of them imported`);
        expect(chart.coverage?.imported).toBe(kept.length);
      }),
    );
  });

  it('grades as the merged history would be graded, only the wording differs', () => {
    fc.assert(
      fc.property(history, ({ kept, checks }) => {
        const merged = [
          ...kept.map((reading) => ({
            checked_at: `${reading.date}T00:00:00.000Z`,
            followers: reading.count,
          })),
          ...checks,
        ];
        const withKept = gradePlaylistWithKept({ points: checks, stays: [], tracks: [] }, kept);
        const plain = gradePlaylist({ points: merged, stays: [], tracks: [] });
        expect(withKept.verdict).toBe(plain.verdict);
        expect(withKept.confidence).toBe(plain.confidence);
        expect(plain.summary, 'our checks alone are still called checks').toMatch(CHECKS_WORD);
      }),
    );
  });

  it('says a clean history of readings with its imported share', () => {
    const kept = Array.from({ length: 30 }, (_, index) => ({
      date: dayOf(index),
      count: 40_000 + index * 12,
    }));
    const chart = gradePlaylistWithKept({ points: [], stays: [], tracks: [] }, kept);
    expect(chart.verdict).toBe('clean');
    expect(chart.reasons[0]).toBe('No follower anomalies in 29 days of readings (30 imported).');
    expect(chart.summary).toBe(
      'No follower anomalies in 29 days of readings (30 readings over 29 days, 30 of them imported).',
    );
  });
});
