import { describe, expect, it } from 'vitest';
import { listeningEvidence } from '@domain/analytics';
import { listened, period28, teamWithRatios } from './listening-builders';

/** Six other playlists whose median is 84 streams per 1,000 followers per 28 days (middle half 65–97). */
const TEAM = teamWithRatios([40, 60, 80, 88, 100, 130]);

describe('listeningEvidence', () => {
  it('says there is no listening data when the account imported none for the playlist', () => {
    const evidence = listeningEvidence({ playlist: null, followers: 50_000, others: TEAM });
    expect(evidence).toEqual({
      status: 'no_data',
      reasons: ['No listening data for this playlist.'],
      period: null,
      figures: null,
    });
  });

  it('calls a playlist with many followers and almost no listening silent, with its figures', () => {
    const evidence = listeningEvidence({
      playlist: listened('p', [period28('2026-10-28', 12, 6)]),
      followers: 40_000,
      others: TEAM,
    });
    expect(evidence.status).toBe('silent');
    expect(evidence.reasons).toEqual([
      'Many followers, almost no listening: 0.3 streams and 0.2 listeners per 1,000 followers per 28 days (01–28/10/2026), against a median of 84 on your other 6 playlists (middle half 65–97).',
    ]);
    expect(evidence.period).toEqual({ start: '2026-10-01', end: '2026-10-28', days: 28 });
    expect(evidence.figures).toMatchObject({
      followers: 40_000,
      streams: 12,
      listeners: 6,
      streams_per_1000: 0.3,
      listeners_per_1000: 0.15,
      team: { playlists: 6, median_streams_per_1000: 84, lower_quartile: 65, upper_quartile: 97 },
      past: null,
    });
  });

  it('keeps a low ratio above the absolute floor from being silent, even ten times under the team', () => {
    const evidence = listeningEvidence({
      playlist: listened('p', [period28('2026-10-28', 200)]),
      followers: 40_000,
      others: teamWithRatios([150, 200, 250]),
    });
    expect(evidence.figures?.streams_per_1000).toBe(5);
    expect(evidence.status).toBe('listened');
  });

  it('does not call silence where the team itself barely plays: too few streams were to be expected', () => {
    const evidence = listeningEvidence({
      playlist: listened('p', [period28('2026-10-28', 1)]),
      followers: 40_000,
      others: teamWithRatios([0.5, 1, 1.2]),
    });
    expect(evidence.status).toBe('not_compared');
    expect(evidence.reasons[0]).toContain(
      'at that median its 40,000 followers would bring about 40 streams in 28 days, too few to tell silence from chance (50 needed)',
    );
  });

  it('calls a small playlist silent when at the team median its followers would have played the songs often', () => {
    const evidence = listeningEvidence({
      playlist: listened('p', [period28('2026-10-28', 1, 1)]),
      followers: 885,
      others: TEAM,
    });
    expect(evidence.status).toBe('silent');
  });

  it('needs three other playlists with a follower count to compare, and says so', () => {
    const others = [
      ...teamWithRatios([80, 90]),
      { listening: listened('x', [period28('2026-10-28', 5)]), followers: null },
    ];
    const evidence = listeningEvidence({
      playlist: listened('p', [period28('2026-10-28', 0, 0)]),
      followers: 40_000,
      others,
    });
    expect(evidence.status).toBe('not_compared');
    expect(evidence.figures?.team).toBeNull();
    expect(evidence.reasons).toEqual([
      '0 streams and 0 listeners per 1,000 followers per 28 days (01–28/10/2026); too few of your other playlists to compare it with (2 playlists with a known follower count, 3 needed).',
    ]);
  });

  it('scales periods of other lengths to 28 days', () => {
    const week = { period_start: '2026-10-22', period_end: '2026-10-28', streams: 21, listeners: 7 };
    const evidence = listeningEvidence({ playlist: listened('p', [week]), followers: 1_000, others: TEAM });
    expect(evidence.period?.days).toBe(7);
    expect(evidence.figures?.streams_per_1000).toBe(84);
    expect(evidence.figures?.listeners_per_1000).toBe(28);
    expect(evidence.status).toBe('listened');
  });

  it('says when streams fell from the playlist’s own past, and since when', () => {
    const evidence = listeningEvidence({
      playlist: listened('p', [
        period28('2026-07-06', 1_200),
        period28('2026-08-03', 1_300),
        period28('2026-08-31', 1_250),
        period28('2026-09-28', 30),
        period28('2026-10-26', 20),
      ]),
      followers: 2_000,
      others: TEAM,
    });
    expect(evidence.status).toBe('fell');
    expect(evidence.reasons.at(-1)).toBe('Streams fell from 1,250 to 25 per 28 days since 01/09/2026.');
    expect(evidence.figures?.past).toEqual({
      earlier_streams_per_period: 1_250,
      recent_streams_per_period: 25,
      since: '2026-09-01',
    });
  });

  it('is silent first and says the fall after it when streams stopped on a large playlist', () => {
    const evidence = listeningEvidence({
      playlist: listened('p', [period28('2026-09-30', 4_000), period28('2026-10-28', 3)]),
      followers: 50_000,
      others: TEAM,
    });
    expect(evidence.status).toBe('silent');
    expect(evidence.reasons).toHaveLength(2);
    expect(evidence.reasons[0]).toMatch(/^Many followers, almost no listening: /);
    expect(evidence.reasons[1]).toBe('Streams fell from 4,000 to 3 per 28 days since 01/10/2026.');
  });

  it('says no fall from a past too small to fall from', () => {
    const evidence = listeningEvidence({
      playlist: listened('p', [period28('2026-09-30', 60), period28('2026-10-28', 2)]),
      followers: 500,
      others: TEAM,
    });
    expect(evidence.figures?.past?.since).toBeNull();
    expect(evidence.status).not.toBe('fell');
  });

  it('cannot measure per follower without a follower count', () => {
    const evidence = listeningEvidence({
      playlist: listened('p', [period28('2026-10-28', 12)]),
      followers: null,
      others: TEAM,
    });
    expect(evidence.status).toBe('not_compared');
    expect(evidence.figures?.streams_per_1000).toBeNull();
    expect(evidence.reasons).toEqual([
      'Its follower count is not known, so its listening per follower cannot be measured.',
    ]);
  });
});
