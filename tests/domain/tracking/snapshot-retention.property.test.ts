import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  retentionBoundaries,
  retentionGroup,
  thinnedSpan,
  thinningNote,
  thinSnapshots,
  withThinningComment,
} from '@domain/tracking';

const NOW = new Date('2026-11-29T04:00:00Z');
const HOUR = 3_600_000;
const FIVE_YEARS_HOURS = 5 * 366 * 24;

/** Dense enough to fill weeks: runs of readings a few hours apart, or sparse ones. */

/** Distinct readings at whole hours over the five years before NOW, oldest first. */
const histories = fc
  .uniqueArray(
    fc.oneof(fc.integer({ min: 0, max: FIVE_YEARS_HOURS }), fc.integer({ min: 26_000, max: 27_500 })),
    { maxLength: 300 },
  )
  .map((hours) =>
    hours
      .sort((a, b) => b - a)
      .map((ago, index) => ({
        checked_at: new Date(NOW.getTime() - ago * HOUR).toISOString(),
        value: index,
      })),
  );

const time = (point: { checked_at: string }) => Date.parse(point.checked_at);

describe('thinSnapshots (retention: weekly after a year, monthly after three)', () => {
  it('loses no reading of the last year', () => {
    fc.assert(
      fc.property(histories, (points) => {
        const kept = thinSnapshots(points, NOW);
        const yearAgo = retentionBoundaries(NOW).weeklyBefore.getTime();
        const recent = points.filter((point) => time(point) >= yearAgo);
        expect(kept.filter((point) => time(point) >= yearAgo)).toEqual(recent);
      }),
    );
  });

  it("keeps exactly the last reading of each week (past a year) and month (past three): the group's last", () => {
    fc.assert(
      fc.property(histories, (points) => {
        const boundaries = retentionBoundaries(NOW);
        const kept = thinSnapshots(points, NOW);
        const byGroup = new Map<string, typeof points>();
        for (const point of points) {
          const group = retentionGroup(new Date(point.checked_at), boundaries);
          if (group !== null) byGroup.set(group, [...(byGroup.get(group) ?? []), point]);
        }
        const keptOld = kept.filter(
          (point) => retentionGroup(new Date(point.checked_at), boundaries) !== null,
        );
        expect(keptOld).toEqual([...byGroup.values()].map((group) => group.at(-1)!));
        // Kept points are the input's, in its order.
        expect(kept.every((point) => points.includes(point))).toBe(true);
        expect(kept.map(time)).toEqual([...kept.map(time)].sort((a, b) => a - b));
      }),
    );
  });

  it('keeps the last reading of each calendar month ended three years ago, whatever the weeks did', () => {
    fc.assert(
      fc.property(histories, (points) => {
        const { monthlyBefore } = retentionBoundaries(NOW);
        const month = (point: { checked_at: string }) => point.checked_at.slice(0, 7);
        const monthEnded = Date.UTC(monthlyBefore.getUTCFullYear(), monthlyBefore.getUTCMonth(), 1);
        const old = points.filter((point) => time(point) < monthEnded);
        const lastOfMonth = [...new Map(old.map((point) => [month(point), point])).values()];
        const keptOld = thinSnapshots(points, NOW).filter((point) => time(point) < monthEnded);
        expect(keptOld).toEqual(lastOfMonth);
      }),
    );
  });

  it('is idempotent, and thinning again later ends where thinning once then would', () => {
    fc.assert(
      fc.property(histories, fc.integer({ min: 0, max: 24 * 3 * 366 }), (points, laterHours) => {
        const once = thinSnapshots(points, NOW);
        expect(thinSnapshots(once, NOW)).toEqual(once);
        // Thinning every so often (the job) ends where thinning once ends.
        const later = new Date(NOW.getTime() + laterHours * HOUR);
        expect(thinSnapshots(once, later)).toEqual(thinSnapshots(points, later));
      }),
    );
  });

  it('says where a history is thinned only when it reaches past a year', () => {
    const recent = [{ checked_at: '2026-06-01T00:00:00.000Z' }];
    expect(thinnedSpan(recent, NOW)).toBeNull();
    expect(thinnedSpan([], NOW)).toBeNull();
    const span = thinnedSpan([{ checked_at: '2024-01-01T00:00:00.000Z' }, ...recent], NOW);
    expect(span).toEqual(retentionBoundaries(NOW));
    expect(thinningNote(span!)).toBe(
      "Readings before 2025-11-29 are kept one a week (the week's last), before 2023-11-29 one a month (the month's last).",
    );
  });

  it('cuts weeks at month ends: a week spanning two months keeps a reading in each', () => {
    // Monday 2024-07-29 to Sunday 2024-08-04: past a year, under three.
    const points = [
      '2024-07-30T10:00:00Z',
      '2024-07-31T10:00:00Z',
      '2024-08-01T10:00:00Z',
      '2024-08-04T10:00:00Z',
    ].map((at) => ({ checked_at: new Date(at).toISOString() }));
    expect(thinSnapshots(points, NOW).map((point) => point.checked_at.slice(0, 10))).toEqual([
      '2024-07-31',
      '2024-08-04',
    ]);
  });

  it('ends a thinned CSV export only with a comment line, the header row staying first', () => {
    const csv = 'checked_at,popularity\r\n2026-06-01T00:00:00.000Z,4\r\n';
    expect(withThinningComment(csv, [{ checked_at: '2026-06-01T00:00:00.000Z' }], NOW)).toBe(csv);
    expect(withThinningComment(csv, [{ checked_at: '2024-06-01T00:00:00.000Z' }], NOW)).toBe(
      `${csv}# ${thinningNote(retentionBoundaries(NOW))}\r\n`,
    );
  });
});
