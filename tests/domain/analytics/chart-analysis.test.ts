import { describe, expect, it } from 'vitest';
import { analyzeFollowerChart, followerHistoryAnswer } from '@domain/analytics';
import { generateFollowerSeries } from '../../../bench/support/follower-series';
import { dailyHistory, dayIso } from './follower-builders';

function organicFollowers(days: number): number[] {
  let value = 20_000;
  return Array.from({ length: days }, (_, day) => {
    value += 120 * (1 + 0.25 * Math.sin(day * 0.9) + (day % 7 >= 5 ? 0.3 : 0));
    return Math.round(value);
  });
}

describe('analyzeFollowerChart (docs/architecture.md#tracking-history-and-analytics chart_analysis)', () => {
  it('refuses to guess on short histories', () => {
    for (const history of [[], dailyHistory([1, 2, 3, 4, 5, 6]), dailyHistory(organicFollowers(3))]) {
      const analysis = analyzeFollowerChart(history);
      expect(analysis.verdict).toBe('insufficient_data');
      expect(analysis.anomalies).toEqual([]);
    }
    const sevenPointsTwoDays = Array.from({ length: 7 }, (_, index) => ({
      checked_at: dayIso(index / 3),
      followers: 100 + index,
    }));
    const analysis = analyzeFollowerChart(sevenPointsTwoDays);
    expect(analysis.verdict).toBe('insufficient_data');
    expect(analysis.summary).toBe(
      'Not enough history to judge yet: 7 checks over 2 days, and at least 7 checks over 7 days are needed.',
    );
  });

  it('calls steady organic growth organic and growing', () => {
    const analysis = analyzeFollowerChart(dailyHistory(organicFollowers(90)));
    expect(analysis).toEqual({
      verdict: 'organic',
      summary: 'No unusual follower changes in 90 checks over 89 days; the growth looks organic.',
      anomalies: [],
      trend: 'growing',
    });
  });

  it('reports one jump as suspicious, citing its size and date', () => {
    const followers = organicFollowers(90).map((value, day) => (day >= 40 ? value + 2000 : value));
    const analysis = analyzeFollowerChart(dailyHistory(followers));
    expect(analysis.verdict).toBe('suspicious');
    expect(analysis.anomalies).toHaveLength(1);
    expect(analysis.anomalies[0]).toMatchObject({ date: dayIso(40), type: 'extreme' });
    expect(analysis.anomalies[0]!.followers_change).toBe(followers[40]! - followers[39]!);
    expect(analysis.anomalies[0]!.score).toBeGreaterThan(6);
    expect(analysis.summary).toBe(
      `Found 1 sudden jump or drop in 90 checks over 89 days; the biggest jump was +${(followers[40]! - followers[39]!).toLocaleString('en-US')} followers on 10/02/2024.`,
    );
  });

  it('calls a plateau plus a purge likely botted, listing the run once', () => {
    const followers = organicFollowers(120).map((value, day) => {
      const plateau = 900 * Math.min(Math.max(day - 49, 0), 20);
      return value + plateau - (day >= 100 ? 8000 : 0);
    });
    const analysis = analyzeFollowerChart(dailyHistory(followers));
    expect(analysis.verdict).toBe('likely_botted');
    expect(analysis.anomalies.map((anomaly) => [anomaly.type, anomaly.date])).toEqual([
      ['trend', dayIso(50)],
      ['extreme', dayIso(100)],
    ]);
    expect(analysis.anomalies[0]!.followers_change).toBe(followers[69]! - followers[49]!);
    expect(analysis.summary).toContain('Found 1 sudden jump or drop and 1 sustained run of abnormal growth');
    expect(analysis.summary).toContain('the biggest run was +');
  });

  it('reads the overall trend from the last 30 days', () => {
    const declining = dailyHistory(Array.from({ length: 60 }, (_, day) => 50_000 - day * 40));
    expect(analyzeFollowerChart(declining).trend).toBe('declining');
    const flat = dailyHistory(Array.from({ length: 60 }, (_, day) => 50_000 + (day % 2)));
    expect(analyzeFollowerChart(flat).trend).toBe('flat');
  });

  it('flags generated botted series and not their organic twins', () => {
    for (const seed of [3, 5, 8]) {
      const botted = generateFollowerSeries(seed, { days: 365, bots: true });
      expect(analyzeFollowerChart(botted.points).verdict).not.toBe('organic');
      const organic = generateFollowerSeries(seed, { days: 365 });
      expect(analyzeFollowerChart(organic.points).verdict).toBe('organic');
    }
  });
});

describe('followerHistoryAnswer', () => {
  it('sorts the points, labels each one and averages per elapsed day', () => {
    const points = [
      { checked_at: dayIso(2), followers: 300 },
      { checked_at: dayIso(0), followers: 100 },
      { checked_at: dayIso(1), followers: 200 },
    ];
    expect(followerHistoryAnswer(points)).toEqual({
      data: [points[1], points[2], points[0]],
      anomaly_type: [null, null, null],
      average_daily_change: 100,
    });
  });

  it('keeps anomaly_type parallel to data and drops unreadable points', () => {
    const followers = organicFollowers(60).map((value, day) => (day >= 30 ? value + 20_000 : value));
    const points = [...dailyHistory(followers), { checked_at: 'yesterday', followers: 5 }];
    const answer = followerHistoryAnswer(points);
    expect(answer.data).toHaveLength(60);
    expect(answer.anomaly_type).toHaveLength(60);
    expect(answer.anomaly_type[30]).toBe('extreme');
  });

  it('has no average with fewer than two points', () => {
    expect(followerHistoryAnswer([]).average_daily_change).toBeNull();
    expect(followerHistoryAnswer(dailyHistory([7])).average_daily_change).toBeNull();
  });
});
