import { describe, expect, it } from 'vitest';
import {
  analyzeFollowerChart,
  type PlaylistMembership,
  type PlaylistTrackPopularity,
  popularityRises,
} from '@domain/analytics';
import { dailyHistory, dayIso } from './follower-builders';

function organicFollowers(days: number): number[] {
  let value = 20_000;
  return Array.from({ length: days }, (_, day) => {
    value += 120 * (1 + 0.25 * Math.sin(day * 0.9) + (day % 7 >= 5 ? 0.3 : 0));
    return Math.round(value);
  });
}

/** Two 2,000-follower bursts, on days 40 and 70: repeated gains, graded likely botted on their own. */
const twoBursts = dailyHistory(
  organicFollowers(100).map((value, day) => value + (day >= 40 ? 2000 : 0) + (day >= 70 ? 2000 : 0)),
);

/** A track on the playlist from day 0 (or `from`), at 40 points but for `rises` (day → points). */
function track(name: string, rises: Record<number, number>, from = 0): PlaylistTrackPopularity {
  const stays: PlaylistMembership[] = [
    { trackId: name, addedAt: null, firstSeen: dayIso(from), removedAt: null },
  ];
  const points = Array.from({ length: 100 }, (_, day) => ({
    checked_at: dayIso(day + 0.5),
    popularity: 40 + (rises[day] ?? 0),
  }));
  return { stays, tracks: [{ trackId: name, name, points }] };
}

describe('popularity corroboration: tracks that rose on the same days weigh toward organic', () => {
  it('grades repeated bursts suspicious, one step less sure, when a tracked track rose on both', () => {
    const alone = analyzeFollowerChart(twoBursts);
    expect(alone.verdict).toBe('likely_botted');
    expect(alone.confidence).toBe('medium');
    const risen = track('Song A', { 40: 9, 41: 7, 70: 6, 71: 6 });
    const analysis = analyzeFollowerChart(twoBursts, { trackPopularity: risen });
    expect(analysis.verdict).toBe('suspicious');
    expect(analysis.confidence).toBe('low');
    expect(analysis.events).toEqual(alone.events);
    expect(analysis.reasons).toEqual([
      ...alone.reasons,
      "Suspicious rather than likely botted, and not clean: the tracked tracks' popularity rose with every gain, as real listeners' streams would, but streams from bots raise popularity too; a purge in the next checks would point back to bought followers.",
    ]);
    expect(analysis.against).toEqual([
      ...alone.against,
      'On 10/02/2024 1 tracked track on the playlist rose in popularity (Song A +9 points), as real listeners would: the burst looks organic.',
      'On 11/03/2024 1 tracked track on the playlist rose in popularity (Song A +6 points), as real listeners would: the burst looks organic.',
    ]);
  });

  it('keeps the verdict, one step less sure, when only one of the bursts is corroborated', () => {
    const analysis = analyzeFollowerChart(twoBursts, { trackPopularity: track('Song A', { 40: 9 }) });
    expect(analysis.verdict).toBe('likely_botted');
    expect(analysis.confidence).toBe('low');
    expect(analysis.against.at(-1)).toMatch(/^On 10\/02\/2024 1 tracked track .*Song A \+9 points/);
    expect(analysis.reasons.at(-1)).toBe(
      "Still likely botted despite the popularity rises: 1 of 2 gains came with no rise in the tracked tracks' popularity.",
    );
  });

  it('ignores rises away from the bursts, under 5 points, or of tracks not yet on the playlist', () => {
    const alone = analyzeFollowerChart(twoBursts);
    for (const trackPopularity of [
      track('Early', { 30: 20, 60: 20 }),
      track('Small', { 40: 4, 70: 4 }),
      track('Late', { 40: 9, 70: 9 }, 80),
    ]) {
      expect(analyzeFollowerChart(twoBursts, { trackPopularity })).toEqual(alone);
    }
  });

  it('counts a rise the day after the burst, against the reading before the window', () => {
    const [first] = analyzeFollowerChart(twoBursts).events;
    const rises = popularityRises([first!], track('Next day', { 41: 5 }));
    expect(rises.get(0)).toEqual([{ name: 'Next day', points: 5 }]);
    expect(popularityRises([first!], track('Two days on', { 42: 9 })).size).toBe(0);
  });

  it('never clears a purge: a corroborated burst then a purge stays likely botted', () => {
    const followers = organicFollowers(120).map(
      (value, day) => value + (day >= 40 ? 4000 : 0) - (day >= 90 ? 4000 : 0),
    );
    const history = dailyHistory(followers);
    const alone = analyzeFollowerChart(history);
    expect(alone.verdict).toBe('likely_botted');
    const analysis = analyzeFollowerChart(history, { trackPopularity: track('Song A', { 40: 12 }) });
    expect(analysis.verdict).toBe('likely_botted');
    expect(analysis.against.at(-1)).toContain('Song A +12 points');
    expect(analysis.reasons.at(-1)).toBe(
      'Still likely botted despite the popularity rises: followers were purged, which listeners do not explain.',
    );
  });

  it('names the three largest rises and counts the rest', () => {
    const four: PlaylistTrackPopularity = {
      stays: ['A', 'B', 'C', 'D'].flatMap((name) => track(name, {}).stays),
      tracks: (['A', 'B', 'C', 'D'] as const).flatMap((name, index) => track(name, { 40: 6 + index }).tracks),
    };
    const analysis = analyzeFollowerChart(twoBursts.slice(0, 60), { trackPopularity: four });
    expect(analysis.against.at(-1)).toBe(
      'On 10/02/2024 4 tracked tracks on the playlist rose in popularity (D +9 points, C +8 points, B +7 points and 1 more), as real listeners would: the burst looks organic.',
    );
  });
});
