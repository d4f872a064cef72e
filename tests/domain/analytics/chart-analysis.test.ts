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

  it('grades steady growth clean, saying only what was measured', () => {
    const analysis = analyzeFollowerChart(dailyHistory(organicFollowers(90)));
    expect(analysis).toEqual({
      verdict: 'clean',
      // 89 days: under the 90 a high-confidence clean grade needs.
      confidence: 'medium',
      reasons: ['No follower anomalies in 89 days of checks.'],
      against: [],
      summary: 'No follower anomalies in 89 days of checks (90 checks over 89 days).',
      events: [],
      anomalies: [],
      trend: 'growing',
      coverage: { checks: 90, first_check: dayIso(0), last_check: dayIso(89) },
    });
  });

  it('grades one jump suspicious, names an innocent cause and never says to avoid it', () => {
    const followers = organicFollowers(90).map((value, day) => (day >= 40 ? value + 2000 : value));
    const analysis = analyzeFollowerChart(dailyHistory(followers));
    const jump = followers[40]! - followers[39]!;
    expect(analysis.verdict).toBe('suspicious');
    expect(analysis.anomalies).toHaveLength(1);
    expect(analysis.anomalies[0]).toMatchObject({
      date: dayIso(40),
      type: 'extreme',
      followers_change: jump,
    });
    expect(analysis.anomalies[0]!.score).toBeGreaterThan(6);
    expect(analysis.events).toEqual([
      {
        start: dayIso(40),
        end: dayIso(40),
        days: 1,
        net_change: jump,
        share_of_audience: Math.round((jump / followers[39]!) * 10_000) / 10_000,
        kind: 'burst',
      },
    ]);
    const burst = `burst on 10/02/2024 (+${jump.toLocaleString('en-US')} in 1 day, +8% of the audience before it)`;
    expect(analysis.summary).toBe(`1 follower event in 90 checks over 89 days: ${burst}.`);
    expect(analysis.reasons).toEqual([`A ${burst}, compatible with an editorial feature or a viral track.`]);
    expect(analysis.confidence).toBe('medium');
  });

  it('grades a plateau plus a purge likely botted, with one event each', () => {
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
    expect(analysis.events.map((event) => [event.kind, event.start, event.end])).toEqual([
      ['drip', dayIso(50), dayIso(69)],
      ['purge', dayIso(100), dayIso(100)],
    ]);
    expect(analysis.summary).toMatch(
      /^2 follower events in 120 checks over 119 days: drip on 20\/02–10\/03\/2024 \(\+\d{2},\d{3} in 20 days, \+\d+% of the audience before it\); purge on 10\/04\/2024 \(-\d,\d{3} in 1 day, -\d+% of the audience before it\)\.$/,
    );
    expect(analysis.reasons.some((reason) => reason.includes('bought followers being removed'))).toBe(true);
  });

  it('says no trend until the checks span 30 days', () => {
    expect(analyzeFollowerChart([]).trend).toBeNull();
    expect(analyzeFollowerChart(dailyHistory([100])).trend).toBeNull();
    const rising = Array.from({ length: 31 }, (_, day) => 1000 + day * 50);
    expect(analyzeFollowerChart(dailyHistory(rising.slice(0, 30))).trend).toBeNull();
    expect(analyzeFollowerChart(dailyHistory(rising)).trend).toBe('growing');
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
      expect(analyzeFollowerChart(botted.points).verdict).not.toBe('clean');
      // A steady organic stretch may read as a drip (suspicious, with what was measured); never worse.
      const organic = generateFollowerSeries(seed, { days: 365 });
      expect(analyzeFollowerChart(organic.points).verdict).not.toBe('likely_botted');
    }
  });
});

describe('extreme days between four and five times the typical change', () => {
  /** 120 days of about 100 followers a day (±10), with one day of `multiple` times that on day 60. */
  function oneBigDay(multiple: number): number[] {
    const followers = [20_000];
    for (let day = 1; day <= 120; day += 1) {
      const rate = day === 60 ? 100 + multiple * 100 : 100 + ((day * 7) % 21) - 10;
      followers.push(followers[day - 1]! + rate);
    }
    return followers;
  }

  it('marks such a day on the chart but leaves it out of the grade, as an audience does that now and then', () => {
    const points = dailyHistory(oneBigDay(4.5));
    expect(followerHistoryAnswer(points).anomaly_type.filter((label) => label !== null)).toEqual(['extreme']);
    const analysis = analyzeFollowerChart(points);
    expect(analysis.anomalies.map((anomaly) => anomaly.type)).toEqual(['extreme']);
    expect(analysis.events).toEqual([]);
    expect(analysis.verdict).toBe('clean');
    // The page never denies the marked day: the summary and the reasons name it.
    expect(analysis.summary).toMatch(
      /^No follower anomalies in 120 days of checks beyond 1 unusual day \(marked on the chart\)/,
    );
    expect(analysis.reasons).toContain(
      "One day marked on the chart moved more than usual, but not clearly beyond five times a typical day's change: listeners do that now and then.",
    );
  });

  it('grades a day of five times the typical change or more', () => {
    const analysis = analyzeFollowerChart(dailyHistory(oneBigDay(6)));
    expect(analysis.events).toHaveLength(1);
    expect(analysis.verdict).not.toBe('clean');
    expect(analysis.reasons.join(' ')).not.toContain('moved more than usual');
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
      average_daily_change_days_left_out: 0,
    });
  });

  it('averages the daily change outside the flagged changes, and says how many days it left out', () => {
    const followers = organicFollowers(60).map(
      (value, day) => value + (day >= 30 ? 20_000 : 0) - (day >= 45 ? 15_000 : 0),
    );
    const answer = followerHistoryAnswer(dailyHistory(followers));
    expect(answer.anomaly_type.filter(Boolean).length).toBeGreaterThan(0);
    expect(answer.average_daily_change_days_left_out).toBe(answer.anomaly_type.filter(Boolean).length);
    // The whole-history average carries the +20,000 and -15,000; the everyday rate does not.
    const whole = (followers.at(-1)! - followers[0]!) / 59;
    expect(Math.abs(answer.average_daily_change! - whole)).toBeGreaterThan(50);
    const steady = organicFollowers(60);
    expect(Math.abs(answer.average_daily_change! - (steady.at(-1)! - steady[0]!) / 59)).toBeLessThan(50);
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
