import { describe, expect, it } from 'vitest';
import { analyzeFollowerChart } from '@domain/analytics';
import { dailyHistory } from './follower-builders';

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
