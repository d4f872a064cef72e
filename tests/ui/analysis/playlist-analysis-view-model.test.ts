import { describe, expect, it } from 'vitest';
import { ARTIST_IDS, PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import type { FakeAnalysisOptions } from '@adapters/fake/fake-analysis-gateway';
import { PlaylistAnalysisViewModel } from '../../../src/features/analysis/playlist-analysis-view-model';
import { AnalyticsTag } from '@domain/ports/browser/analytics-tag';
import { recordingAnalytics } from '../support/recording-analytics';
import { analysisContainer, EMPTY_ANALYSIS, NOW } from './analysis-fixtures';

async function loaded(id: string, options: FakeAnalysisOptions = {}) {
  const vm = analysisContainer(options).container.get(PlaylistAnalysisViewModel);
  await vm.load(id);
  return vm;
}

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

describe('PlaylistAnalysisViewModel on the fake backend', () => {
  it('is loading until the figures arrive', async () => {
    const vm = analysisContainer().container.get(PlaylistAnalysisViewModel);
    expect(vm.isLoading).toBe(true);
    const loading = vm.load(PLAYLIST_IDS.boosted);
    expect(vm.status).toBe('loading');
    await loading;
    expect(vm.isLoading).toBe(false);
    expect(vm.status).toBe('ready');
  });

  it('formats every statistic of a playlist with history', async () => {
    const vm = await loaded(PLAYLIST_IDS.morningFocus);
    expect(vm.hasNoData).toBe(false);
    expect(vm.sameDaySentence).toBeNull();
    expect(vm.averagePopularityText).toMatch(/^\d+\.\d\d$/);
    expect(vm.averageAgeText).toMatch(/^(\d+ years?)?( ?\d+ months?)?$/);
    expect(vm.averageAgeText).not.toMatch(/\./);
    expect(vm.averageLongevityText).toMatch(/^\d+\.\d\d days$/);
    expect(vm.latestAddedText).toMatch(/^(today|yesterday|\d+ days ago)$/);
    const counts = vm.latestActivityText
      .split(', ')
      .map((day) => Number(/\((\d+) tracks\)$/.exec(day)?.[1] ?? 1));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);
    expect(vm.weeklyAddedText).toMatch(/^\d+\.\d\d$/);
    expect(vm.diversityText).toMatch(/^\d+\.\d\d%$/);
    expect(vm.explicitText).toBe('No');
    expect(vm.shortestDurationText).toMatch(/^\d\d:\d\d$/);
    expect(vm.longestDurationText).toMatch(/^\d\d:\d\d$/);
    expect(vm.averageDurationText).toMatch(/^\d\d:\d\d$/);
    expect(vm.popularityBars.map((bar) => bar.label)).toEqual(['0-19', '20-39', '40-59', '60-79', '80-100']);
    expect(vm.ageBars.length).toBeGreaterThan(0);
    expect(vm.longevityBars.reduce((sum, bar) => sum + bar.value, 0)).toBe(115);
    expect(vm.topArtists.some((artist) => artist.href === `/artist/${ARTIST_IDS.aurora}`)).toBe(true);
  });

  it('gives ages in years and months, never fractional months', async () => {
    const age = async (months: number | null) =>
      (await loaded(PLAYLIST_IDS.boosted, { rawAnswer: { ...EMPTY_ANALYSIS, average_age: months } }))
        .averageAgeText;
    expect(await age(98.99)).toBe('8 years 3 months');
    expect(await age(12)).toBe('1 year');
    expect(await age(11.6)).toBe('1 year');
    expect(await age(25.2)).toBe('2 years 1 month');
    expect(await age(5)).toBe('5 months');
    expect(await age(0.2)).toBe('less than a month');
    expect(await age(null)).toBe('N/A');
  });

  it('names the playlist in the title and tells a 403 apart from a failure', async () => {
    const vm = await loaded(PLAYLIST_IDS.morningFocus);
    expect(vm.pageTitle).toBe('Morning Focus analysis');
    expect(vm.playlist).toMatchObject({ ownerName: 'Chartpulse Editors', verdict: 'clean' });
    const untracked = await loaded(PLAYLIST_IDS.boosted, {
      failure: { error: 'Track this playlist first to see its analysis.', status: 403 },
    });
    expect(untracked.status).toBe('not_tracking');
    const failed = await loaded(PLAYLIST_IDS.boosted, { failure: { error: null, status: 503 } });
    expect(failed.status).toBe('error');
  });

  it('phrases the latest additions against the server’s now', async () => {
    const analysis = {
      ...EMPTY_ANALYSIS,
      latest_5_added_dates: [daysAgo(0), daysAgo(1), daysAgo(12)],
      server_now: NOW.toISOString(),
    };
    const vm = await loaded(PLAYLIST_IDS.boosted, { rawAnswer: analysis });
    expect(vm.latestAddedText).toBe('today');
    expect(vm.latestActivityText).toBe('today, yesterday, 12 days ago');
  });

  it('says a day with several additions once, with its count, not "today, today, today"', async () => {
    const now = '2026-03-20T12:00:00Z';
    const vm = await loaded(PLAYLIST_IDS.boosted, {
      rawAnswer: {
        ...EMPTY_ANALYSIS,
        average_popularity: 3,
        server_now: now,
        latest_5_added_dates: [
          '2026-03-20T10:00:00Z',
          '2026-03-20T09:00:00Z',
          '2026-03-20T08:00:00Z',
          '2026-03-19T08:00:00Z',
          '2026-03-08T08:00:00Z',
        ],
      },
    });
    expect(vm.latestActivityText).toBe('today (3 tracks), yesterday, 12 days ago');
  });

  it('replaces the additions and longevity with one sentence when every track came the same day', async () => {
    const vm = await loaded(PLAYLIST_IDS.newList);
    expect(vm.sameDaySentence).toBe('All tracks were added 3 days ago.');
    const oneDay = await loaded(PLAYLIST_IDS.newList, {
      rawAnswer: {
        ...EMPTY_ANALYSIS,
        average_popularity: 3,
        all_tracks_same_day: true,
        days_since_all_added: 1,
      },
    });
    expect(oneDay.sameDaySentence).toBe('All tracks were added 1 day ago.');
  });

  it('reads N/A for every missing statistic', async () => {
    const vm = await loaded(PLAYLIST_IDS.boosted, {
      rawAnswer: { ...EMPTY_ANALYSIS, average_popularity: 50 },
    });
    expect(vm.hasNoData).toBe(false);
    expect(vm.averagePopularityText).toBe('50.00');
    for (const text of [
      vm.averageAgeText,
      vm.averageLongevityText,
      vm.latestAddedText,
      vm.latestActivityText,
      vm.weeklyAddedText,
      vm.monthlyAddedText,
      vm.diversityText,
      vm.explicitText,
      vm.shortestDurationText,
      vm.longestDurationText,
      vm.averageDurationText,
    ]) {
      expect(text).toBe('N/A');
    }
    expect(vm.popularityBars).toEqual([]);
  });

  it('says there is no data when the answer carries no statistic at all', async () => {
    const vm = await loaded(PLAYLIST_IDS.boosted, { rawAnswer: EMPTY_ANALYSIS });
    expect(vm.status).toBe('ready');
    expect(vm.hasNoData).toBe(true);
  });

  it('fails on a server failure and on an answer of the wrong shape', async () => {
    const failed = await loaded(PLAYLIST_IDS.boosted, { failure: { error: 'down', status: 503 } });
    expect(failed.status).toBe('error');
    expect(failed.hasNoData).toBe(false);
    const unreadable = await loaded(PLAYLIST_IDS.boosted, {
      rawAnswer: { ...EMPTY_ANALYSIS, top_artists: 'many' },
    });
    expect(unreadable.status).toBe('error');
  });
});

describe('PlaylistAnalysisViewModel analytics (docs/product.md §7, Analytics events)', () => {
  it('records analysis_opened once the figures are shown, not when they fail', async () => {
    const { tag, events } = recordingAnalytics();
    const failing = analysisContainer({ failure: { error: 'down', status: 503 } }).container;
    failing.rebind(AnalyticsTag).toConstantValue(tag);
    await failing.get(PlaylistAnalysisViewModel).load(PLAYLIST_IDS.boosted);
    expect(events).toEqual([]);
    const { container } = analysisContainer();
    container.rebind(AnalyticsTag).toConstantValue(tag);
    await container.get(PlaylistAnalysisViewModel).load(PLAYLIST_IDS.boosted);
    expect(events).toEqual([
      ['analysis_opened', { playlist_id: PLAYLIST_IDS.boosted, analysis_view: 'figures' }],
    ]);
  });
});
