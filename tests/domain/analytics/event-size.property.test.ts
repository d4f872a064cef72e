// One event, one size: every place that sizes a follower event says eventSize's figure, its total
// change over its days against the audience just before it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeFollowerChart, biggestSingleDay, describeBiggestDay, eventSize } from '@domain/analytics';
import { type ReportSnapshot, reportView } from '@domain/reports';
import { dailyHistory } from './follower-builders';

/** A slowly growing audience with a few jumps and drops of a few days each. */
const eventfulHistory = fc
  .record({
    base: fc.integer({ min: 2_000, max: 200_000 }),
    moves: fc.array(
      fc.record({
        day: fc.integer({ min: 10, max: 110 }),
        days: fc.integer({ min: 1, max: 3 }),
        share: fc.double({ min: -0.4, max: 1.2, noNaN: true }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ base, moves }) => {
    const followers: number[] = [];
    let value = base;
    for (let day = 0; day < 120; day++) {
      value += Math.round(base * 0.001) + ((day * 7919) % 13) - 6;
      for (const move of moves) {
        if (day >= move.day && day < move.day + move.days)
          value += Math.round((base * move.share) / move.days);
      }
      followers.push(Math.max(0, value));
    }
    return followers;
  });

function snapshotOf(chart: ReportSnapshot['chart'], points: ReportSnapshot['points']): ReportSnapshot {
  return {
    playlist: {
      id: '2ukSJ7qUzEWtbJ9Y5dVIbX',
      name: 'A playlist',
      image: null,
      owner: null,
      followers: null,
      track_count: null,
      spotify_url: 'https://open.spotify.com/playlist/2ukSJ7qUzEWtbJ9Y5dVIbX',
    },
    chart,
    points,
    curation: {
      tracks_added_per_week: null,
      tracks_added_per_month: null,
      average_days_on_playlist: null,
      added_last_30_days: 0,
      removed_last_30_days: null,
      artist_diversity_percentage: null,
    },
    markdown: '',
    data_as_of: points.at(-1)!.checked_at,
  };
}

describe('the size of a follower event', () => {
  it('says the total over its days against the audience before it, in so many words', () => {
    expect(
      eventSize({
        start: '2026-03-10T08:00:00.000Z',
        end: '2026-03-12T08:00:00.000Z',
        days: 3,
        net_change: 51_460,
        share_of_audience: 0.9512,
        kind: 'burst',
      }),
    ).toBe('+51,460 in 3 days, +95% of the audience before it');
  });

  it('is the same figure in the events list, the summary, the reasons and the report (property)', () => {
    let sized = 0;
    fc.assert(
      fc.property(eventfulHistory, (followers) => {
        const points = dailyHistory(followers);
        const analysis = analyzeFollowerChart(points);
        const report = reportView(snapshotOf(analysis, points));
        analysis.events.forEach((event, index) => {
          sized += 1;
          const size = eventSize(event);
          // The events list (the report's table and the page's list both draw from eventSize).
          expect(report.marks[index]!.sizeText).toBe(size);
          expect(analysis.summary).toContain(size);
          // A reason that names an event of its kind with its change says one event's whole size
          // (two events may share a kind and a change: then it is the other's).
          const when = `${event.kind} on `;
          const sizesOfKind = analysis.events.filter((other) => other.kind === event.kind).map(eventSize);
          for (const reason of analysis.reasons) {
            if (reason.includes(when) && reason.includes(size.split(' in ')[0]!))
              expect(
                sizesOfKind.some((other) => reason.includes(other)),
                reason,
              ).toBe(true);
          }
          // Its figures: the change from the check before it to its last, against that check.
          const first = points.findIndex((point) => point.checked_at === event.start);
          const last = points.findIndex((point) => point.checked_at === event.end);
          const before = followers[first - 1]!;
          expect(event.net_change).toBe(followers[last]! - before);
          expect(event.share_of_audience).toBeCloseTo(event.net_change / Math.max(before, 1), 3);
        });
      }),
      { numRuns: 100 },
    );
    // Not vacuous: the generated jumps and drops do make events.
    expect(sized).toBeGreaterThan(0);
  });

  it('names the biggest single day as a day, never as the event', () => {
    const followers = dailyHistory(
      Array.from(
        { length: 60 },
        (_, day) => 10_000 + day * 5 + (day >= 30 ? 9_000 : 0) + (day >= 31 ? 3_000 : 0),
      ),
    );
    const analysis = analyzeFollowerChart(followers);
    const event = analysis.events.find((candidate) => candidate.days > 1)!;
    const day = biggestSingleDay(event, analysis.anomalies)!;
    expect(describeBiggestDay(day)).toBe('biggest single day: +9,005 on 31/01/2024');
    expect(eventSize(event)).toMatch(/^\+12,0\d\d in 2 days, \+\d+% of the audience before it$/);
  });
});
