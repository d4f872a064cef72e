import { describe, expect, it } from 'vitest';
import { analyzeFollowerChart, followerHistoryAnswer } from '@domain/analytics';
import { generateFollowerSeries } from '../../../bench/support/follower-series';
import { changeSeriesOf } from '../../../domain/analytics/change-series';
import { pausedWeekday } from '../../../domain/analytics/paused-weekday';
import { sortedObservations } from '../../../domain/analytics/time-series';
import { hardPlaylist } from '../../../bench/support/hard-playlists';
import { dailyHistory, type Point } from './follower-builders';

/** A fixed pseudo-random sequence in [−0.5, 0.5): the same listeners' noise on every run. */
function fixedNoise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648 - 0.5;
  };
}

/**
 * 150 days of listeners at about 100 a day (±40), with a paid dose of about 200 a day (±100, a
 * seller's jitter) for 35 days from day 70, reached through `ramp` (shares of the dose on the days
 * just before it; none for a dose switched on overnight).
 */
function jitteryDrip(ramp: readonly number[]): number[] {
  const draw = fixedNoise(7);
  const from = 70;
  const followers = [20_000];
  for (let day = 0; day < 150; day += 1) {
    const listeners = 100 + Math.round(80 * draw());
    const rampShare = day < from && day >= from - ramp.length ? ramp[day - from + ramp.length]! : 0;
    const paid = day >= from && day < from + 35 ? Math.round(200 + 200 * draw()) : 0;
    followers.push(followers[day]! + listeners + paid + Math.round(200 * rampShare));
  }
  return followers;
}

describe('slow drips switched on from the baseline', () => {
  it('flags a dose switched on overnight even when its jitter leaves its spread near the listeners’', () => {
    const analysis = analyzeFollowerChart(dailyHistory(jitteryDrip([])));
    expect(analysis.verdict).toBe('suspicious');
    expect(analysis.events.map((event) => event.kind)).toEqual(['drip']);
    expect(analysis.reasons[0]).toMatch(/near-constant \+29\d a day for 36 days/);
  });

  it('leaves clean the same level reached through a three-day rise, as listeners reach it', () => {
    const analysis = analyzeFollowerChart(dailyHistory(jitteryDrip([0.15, 0.25, 0.3])));
    expect(analysis.verdict).toBe('clean');
    expect(analysis.events).toEqual([]);
  });
});

/**
 * 150 days of listeners at about 100 a day (±50) from Monday 1 January 2024, with a paid dose of 200
 * a day for 35 days from day 70, paused on the checks that close on `pausedOn` (a UTC weekday, −1
 * for none).
 */
function pausedDrip(pausedOn: number): number[] {
  const draw = fixedNoise(7);
  const followers = [20_000];
  for (let day = 0; day < 150; day += 1) {
    const listeners = 100 + Math.round(100 * draw());
    // followers[day + 1] is read on day + 1; day 0 was a Monday (weekday 1).
    const paid = day >= 70 && day < 105 && (day + 2) % 7 !== pausedOn ? 200 : 0;
    followers.push(followers[day]! + listeners + paid);
  }
  return followers;
}

function seriesOf(points: readonly Point[]) {
  return changeSeriesOf(
    sortedObservations(
      points,
      (point) => point.checked_at,
      (point) => point.followers,
    ),
  );
}

describe('slow drips paused on a weekday', () => {
  it('leaves the paused weekday out of the spread and names it, rather than calling the drip noisy', () => {
    const analysis = analyzeFollowerChart(dailyHistory(pausedDrip(3)));
    expect(analysis.verdict).toBe('suspicious');
    expect(analysis.events.map((event) => event.kind)).toEqual(['drip']);
    expect(analysis.reasons[0]).toMatch(
      /daily gains varied by \d+% around it, leaving out Wednesdays \(UTC\), when most of the rise was missing week after week;/,
    );
    // With the Wednesdays in, the gains vary by about twice as much (a quarter of the level).
    expect(Number(/varied by (\d+)%/.exec(analysis.reasons[0]!)![1])).toBeLessThan(16);
  });

  it('finds a weekday low on three of its checks and three in four, and no other', () => {
    // Twenty-eight daily checks from Monday 1 January 2024: 100 a day, Wednesdays (weekday 3) at 10;
    // before and after them, listeners at 30 a day.
    const followers = [0];
    const rateOn = (day: number) => (day <= 14 || day > 42 ? 30 : day % 7 === 2 ? 10 : 100);
    for (let day = 1; day <= 56; day += 1) followers.push(followers[day - 1]! + rateOn(day));
    const series = seriesOf(dailyHistory(followers));
    const none = new Array<boolean>(series.length).fill(false);
    const scratch = new Float64Array(series.length);
    const listeners = { before: [1, 14] as const, after: [44, 56] as const, level: 30 };
    const run = { start: 15, end: 42, level: 100, low: 50 };
    expect(series.weekday[16]).toBe(3);
    expect(pausedWeekday(series, none, run, listeners, scratch)).toBe(3);
    // One Wednesday in four delivered: still a pause; two of four left out: too few to tell.
    const oneDelivered = none.map((_, index) => index === 23);
    expect(pausedWeekday(series, oneDelivered, run, listeners, scratch)).toBe(3);
    const twoTaken = none.map((_, index) => index === 23 || index === 30);
    expect(pausedWeekday(series, twoTaken, run, listeners, scratch)).toBe(-1);
    expect(pausedWeekday(series, none, { ...run, low: 5 }, listeners, scratch)).toBe(-1);
  });

  it('does not take the listeners’ own quiet weekday, as much quieter as they are more, for a pause', () => {
    // Listeners at 30 a day, 10 on Wednesdays; then at 100, 33 on Wednesdays (a rise of their own).
    const followers = [0];
    const rateOn = (day: number) => {
      const level = day <= 14 || day > 42 ? 30 : 100;
      return day % 7 === 2 ? Math.round(level / 3) : level;
    };
    for (let day = 1; day <= 56; day += 1) followers.push(followers[day - 1]! + rateOn(day));
    const series = seriesOf(dailyHistory(followers));
    const none = new Array<boolean>(series.length).fill(false);
    const scratch = new Float64Array(series.length);
    const listeners = { before: [1, 14] as const, after: [44, 56] as const, level: 30 };
    expect(pausedWeekday(series, none, { start: 15, end: 42, level: 100, low: 50 }, listeners, scratch)).toBe(
      -1,
    );
  });
});

describe('slow drips after a climb', () => {
  it('does not take listeners who climbed through the weeks before a rise for a dose switched on from the baseline', () => {
    // Organic series the point-level bench caught this way: a viral ramp with a chance dip just
    // before its peak weeks (1,050,049) and a rise of 11 a day after a slow climb (1,050,149).
    for (const seed of [1_050_049, 1_050_149]) {
      const { points } = generateFollowerSeries(seed, { days: 365 });
      expect(followerHistoryAnswer(points).anomaly_type.every((label) => label === null)).toBe(true);
      expect(analyzeFollowerChart(points).events).toEqual([]);
    }
  });
});

describe('slow drips that widen the audience', () => {
  // Generated hard playlists whose listeners follow in proportion to the audience: the drip's own
  // followers lift the listeners' rate through it, so its last third sits well above its first.
  it.each([187, 528, 1555])(
    'flags the drip of hard playlist %i though the rate climbs through it',
    (seed) => {
      const { points } = hardPlaylist('drip', seed);
      const analysis = analyzeFollowerChart(points);
      expect(analysis.events.map((event) => event.kind)).toContain('drip');
      expect(analysis.verdict).not.toBe('clean');
    },
  );
});
