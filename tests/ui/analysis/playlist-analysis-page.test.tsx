import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTIST_IDS, PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import { EMPTY_ANALYSIS } from './analysis-fixtures';
import { renderAnalysisApp } from './render-analysis-app';

const CHARTS = ['Track popularity distribution', 'Track age distribution', 'Track longevity distribution'];

// The first test of each file loads the lazy chunks (pages, section, markdown): slow on a busy machine.
describe('the playlist analysis view', () => {
  it('shows every statistic with the three distributions as bar charts', async () => {
    await renderAnalysisApp(`/playlist/${PLAYLIST_IDS.morningFocus}/analysis`);
    await screen.findByRole('heading', { level: 1, name: 'Playlist analysis' });
    for (const name of CHARTS) await screen.findByRole('img', { name });
    expect(document.querySelectorAll('figure.bar-chart')).toHaveLength(3);
    const colors = Array.from(document.querySelectorAll<HTMLElement>('figure.bar-chart')).map((chart) =>
      chart.style.getPropertyValue('--bar-color'),
    );
    expect(colors).toEqual(['gold', '#4caf50', 'salmon']);
    for (const label of [
      'Average track popularity',
      'Average age of tracks',
      'Average time on the playlist',
      'Latest track added',
      'Latest activity',
      'Average weekly added tracks',
      'Average monthly added tracks',
      'Track diversity (unique artists)',
      'Explicit content',
      'Shortest track',
      'Longest track',
      'Average track duration',
    ]) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    const artists = screen.getByRole('heading', { name: 'Top artists' }).closest('section')!;
    const aurora = within(artists).getByRole('link', { name: 'Aurora Vale' });
    expect(aurora.getAttribute('href')).toBe(`/artist/${ARTIST_IDS.aurora}`);
    expect(document.title).toBe('Playlist analysis | Chartpulse');
  }, 20_000);

  it('replaces the additions and longevity with the same-day sentence', async () => {
    await renderAnalysisApp(`/playlist/${PLAYLIST_IDS.newList}/analysis`);
    await screen.findByText('All tracks were added 3 days ago.');
    expect(document.querySelectorAll('figure.bar-chart')).toHaveLength(2);
    expect(screen.queryByText('Latest track added')).toBeNull();
    expect(screen.queryByText('Average time on the playlist')).toBeNull();
  });

  it('shows N/A for missing statistics', async () => {
    await renderAnalysisApp(`/playlist/${PLAYLIST_IDS.boosted}/analysis`, {
      rawAnswer: { ...EMPTY_ANALYSIS, average_popularity: 41 },
    });
    await screen.findByText('41.00');
    expect(screen.getByText('Explicit content').nextElementSibling?.textContent).toBe('N/A');
    expect(screen.getByText('Track age distribution: N/A')).toBeTruthy();
    expect(document.querySelectorAll('figure.bar-chart')).toHaveLength(0);
  });

  it('says when there is no data', async () => {
    await renderAnalysisApp(`/playlist/${PLAYLIST_IDS.boosted}/analysis`, { rawAnswer: EMPTY_ANALYSIS });
    await screen.findByText('No analysis data available');
  });

  it('shows the failure message when the server fails', async () => {
    await renderAnalysisApp(`/playlist/${PLAYLIST_IDS.boosted}/analysis`, {
      failure: { error: 'Analysis temporarily unavailable. Please try refreshing.', status: 503 },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Analysis temporarily unavailable. Please try refreshing.');
  });

  it('sends signed-out visitors to the login page', async () => {
    const { router } = await renderAnalysisApp(`/playlist/${PLAYLIST_IDS.boosted}/analysis`, {
      signedIn: false,
    });
    await screen.findByRole('heading', { name: /log in/i });
    expect(router.state.location.pathname).toBe('/login');
  });
});
