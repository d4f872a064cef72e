import { describe, expect, it } from 'vitest';
import type { PlaylistAnalysis } from '@domain/tracking';
import { readPlaylistAnalysis, readWrittenAnalysis } from '@domain/tracking';

const complete: PlaylistAnalysis = {
  average_age: 23.45,
  average_popularity: 61.2,
  average_longevity: 40.5,
  latest_5_added_dates: ['2026-03-30T10:00:00.000Z'],
  weekly_track_addition_frequency: 3.5,
  monthly_track_addition_frequency: 15,
  track_diversity_percentage: 70,
  top_artists: [{ spotify_id: '1WgXqy2Dd70QQOU7Ay074N', name: 'Aurora Vale', count: 4 }],
  explicit_content: false,
  average_duration: 201_000,
  shortest_duration: 150_000,
  longest_duration: 300_000,
  server_now: '2026-04-01T08:00:00.000Z',
  all_tracks_same_day: false,
  days_since_all_added: null,
  longevity_distribution: { '0-7 days': 2 },
  age_distribution: { '0-6 months': 1 },
  popularity_distribution: { '60-79': 3 },
};

describe('readPlaylistAnalysis', () => {
  it('keeps a complete analysis object and drops fields it does not know', () => {
    expect(readPlaylistAnalysis({ success: true, ...complete, extra: 'x' })).toEqual(complete);
  });

  it('reads absent statistics as null and absent lists and maps as empty', () => {
    expect(readPlaylistAnalysis({ server_now: complete.server_now })).toEqual({
      ...Object.fromEntries(Object.keys(complete).map((key) => [key, null])),
      latest_5_added_dates: [],
      top_artists: [],
      server_now: complete.server_now,
      all_tracks_same_day: false,
      longevity_distribution: {},
      age_distribution: {},
      popularity_distribution: {},
    });
  });

  it.each([
    ['not an object', 'analysis'],
    ['a list', [complete]],
    ['no server_now', { ...complete, server_now: undefined }],
    ['an unreadable server_now', { ...complete, server_now: 'soon' }],
    ['a text statistic', { ...complete, average_age: '23' }],
    ['an infinite statistic', { ...complete, average_popularity: Number.POSITIVE_INFINITY }],
    ['a distribution of texts', { ...complete, age_distribution: { '0-6 months': 'one' } }],
    ['a distribution that is a list', { ...complete, popularity_distribution: [1, 2] }],
    ['dates that are numbers', { ...complete, latest_5_added_dates: [1] }],
    ['an artist without a count', { ...complete, top_artists: [{ spotify_id: 'a', name: 'A' }] }],
    ['explicit as text', { ...complete, explicit_content: 'no' }],
    ['same day as a number', { ...complete, all_tracks_same_day: 1 }],
  ])('refuses an answer with %s', (_, answer) => {
    expect(readPlaylistAnalysis(answer)).toBeNull();
  });
});

describe('readWrittenAnalysis', () => {
  it('reads the markdown, the cache flag and the nested analysis object', () => {
    const answer = { success: true, analysis: '## Summary', cached: true, playlist_analysis: complete };
    expect(readWrittenAnalysis(answer)).toEqual({ markdown: '## Summary', analysis: complete, cached: true });
  });

  it('falls back to the analysis fields at the top level', () => {
    expect(readWrittenAnalysis({ analysis: '## Summary', ...complete })).toEqual({
      markdown: '## Summary',
      analysis: complete,
      cached: false,
    });
  });

  it.each([
    ['no markdown', { playlist_analysis: complete }],
    ['empty markdown', { analysis: '  ', playlist_analysis: complete }],
    ['markdown that is not text', { analysis: { text: 'x' }, playlist_analysis: complete }],
    ['a broken analysis object', { analysis: '## A', playlist_analysis: { ...complete, server_now: 3 } }],
    ['nothing', null],
  ])('refuses an answer with %s', (_, answer) => {
    expect(readWrittenAnalysis(answer)).toBeNull();
  });
});
