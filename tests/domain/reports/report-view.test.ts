import { describe, expect, it } from 'vitest';
import { type ReportSnapshot, reportView } from '@domain/reports';

const snapshot: ReportSnapshot = {
  playlist: {
    id: 'p',
    name: 'List',
    image: null,
    owner: null,
    followers: 100,
    track_count: 20,
    spotify_url: 'https://open.spotify.com/playlist/p',
  },
  chart: {
    verdict: 'insufficient_data',
    confidence: 'high',
    against: [],
    reasons: [],
    summary: 'Not enough history to judge yet.',
    events: [],
    anomalies: [],
    trend: null,
  },
  points: [{ checked_at: '2026-03-01T08:00:00.000Z', followers: 100 }],
  curation: {
    tracks_added_per_week: null,
    tracks_added_per_month: null,
    average_days_on_playlist: null,
    added_last_30_days: 3,
    removed_last_30_days: null,
    artist_diversity_percentage: null,
  },
  markdown: '',
  data_as_of: '2026-03-01T08:00:00.000Z',
};

describe('reportView', () => {
  it('says departures are not known from a single reading, never 0', () => {
    const removed = reportView(snapshot).curation.find((row) => row.label === 'Removed in the last 30 days');
    expect(removed?.value).toBe('Not known: needs a second check');
    const counted = reportView({ ...snapshot, curation: { ...snapshot.curation, removed_last_30_days: 0 } });
    expect(counted.curation.find((row) => row.label === 'Removed in the last 30 days')?.value).toBe('0');
  });

  it("writes the curation figures with the analysis view's two decimals", () => {
    const view = reportView({
      ...snapshot,
      curation: {
        ...snapshot.curation,
        tracks_added_per_week: 28.054,
        tracks_added_per_month: 120.2314,
        average_days_on_playlist: 8.675,
        artist_diversity_percentage: 100,
      },
    });
    const value = (label: string) => view.curation.find((row) => row.label === label)?.value;
    expect(value('Tracks added a week')).toBe('28.05');
    expect(value('Tracks added a month')).toBe('120.23');
    expect(value('Average days on the playlist')).toBe('8.68');
    expect(value('Artist diversity')).toBe('100.00%');
  });
});
