import { describe, expect, it } from 'vitest';
import { analyzeFollowerChart, type CurationChurn } from '@domain/analytics';
import type { FollowerPoint } from '@domain/tracking';
import { PlaylistAnalysisMemo } from '@server/catalog/playlist-analysis-memo';

const DAY_MS = 86_400_000;
const daily = (followers: readonly number[]): FollowerPoint[] =>
  followers.map((count, day) => ({
    checked_at: new Date(Date.UTC(2026, 0, 1) + day * DAY_MS).toISOString(),
    followers: count,
  }));

const churn = (medianStayDays: number): CurationChurn => ({
  size: 50,
  addedPerWeek: 30,
  medianStayDays,
  shortStayShare: 0.8,
  watchedAdditions: 40,
  payForPlacement: true,
});

describe('PlaylistAnalysisMemo', () => {
  const points = daily([100, 101, 103, 102, 104, 5_000, 5_010, 5_012, 5_011, 5_020, 5_025, 5_030]);

  it("reuses a playlist's analysis while its points array and churn are the same, as a fresh run gives it", () => {
    const memo = new PlaylistAnalysisMemo();
    const first = memo.analysis('p', points, churn(3));
    expect(memo.analysis('p', points, churn(3))).toBe(first);
    expect(first).toEqual(analyzeFollowerChart(points, { churn: churn(3) }));
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('analyses afresh for new points, another churn, or another playlist', () => {
    const memo = new PlaylistAnalysisMemo();
    const first = memo.analysis('p', points, churn(3));
    const morePoints = daily([100, 101, 103, 102, 104, 105, 106, 107, 108, 109, 110, 111]);
    const fresh = memo.analysis('p', morePoints, churn(3));
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(analyzeFollowerChart(morePoints, { churn: churn(3) }));
    const otherChurn = memo.analysis('p', morePoints, churn(20));
    expect(otherChurn).not.toBe(fresh);
    expect(otherChurn).toEqual(analyzeFollowerChart(morePoints, { churn: churn(20) }));
    expect(memo.analysis('q', morePoints, churn(20))).not.toBe(otherChurn);
    expect(memo.analysis('p', morePoints, null)).toEqual(analyzeFollowerChart(morePoints, { churn: null }));
  });
});
