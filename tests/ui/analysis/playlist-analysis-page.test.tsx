import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTIST_IDS, PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import type { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import { EMPTY_ANALYSIS } from './analysis-fixtures';
import { renderAnalysisApp } from './render-analysis-app';

const CHARTS = ['Track popularity distribution', 'Track age distribution', 'Stays on the playlist by length'];

// The first test of each file loads the lazy chunks (pages, section, markdown): slow on a busy machine.
describe('the playlist analysis view', () => {
  it('shows every statistic with the three distributions as bar charts', async () => {
    await renderAnalysisApp(`/playlist/${PLAYLIST_IDS.morningFocus}/analysis`);
    await screen.findByRole('heading', { level: 1, name: 'Morning Focus analysis' });
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
      'Artist diversity (distinct lead artists ÷ tracks)',
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
    expect(document.title).toBe('Morning Focus analysis | Chartpulse');
  }, 20_000);

  it('names the playlist it analyses: cover, owner and verdict in the header', async () => {
    await renderAnalysisApp(`/playlist/${PLAYLIST_IDS.boosted}/analysis`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Viral Hits 2024 analysis' });
    const header = heading.closest('header')!;
    expect(within(header).getByRole('img', { name: 'Cover of Viral Hits 2024' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: /hitmaker_99/ })).toBeTruthy();
    expect(within(header).getByText('Likely botted')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Viral Hits 2024 analysis | Chartpulse'));
    expect(await screen.findByText('Stays on the playlist by length')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Stays' })).toBeTruthy();
  });

  it('offers to track a playlist the user does not track (403), then shows its figures', async () => {
    let tracked = false;
    const base = (await import('./analysis-fixtures')).analysisContainer().gateway;
    const gateway: AnalysisGateway = {
      analyzePlaylist: (playlist, id) => base.analyzePlaylist(playlist, id),
      playlistAnalysis: async (id) =>
        tracked
          ? base.playlistAnalysis(id)
          : { ok: false, error: 'Track this playlist first to see its analysis.', status: 403 },
    };
    const { container } = await renderAnalysisApp(`/playlist/${PLAYLIST_IDS.morningFocus}/analysis`, {
      gateway,
    });
    await screen.findByText('Track this playlist to see its analysis.');
    expect(screen.queryByText('Analysis temporarily unavailable. Please try refreshing.')).toBeNull();
    const tracking = container.get<TrackingGateway>(TrackingGateway);
    const track = tracking.track.bind(tracking);
    const calls: string[] = [];
    tracking.track = async (kind, id) => {
      calls.push(`${kind}:${id}`);
      tracked = true;
      return track(kind, id);
    };
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => expect(document.querySelectorAll('figure.bar-chart')).toHaveLength(3));
    expect(calls).toEqual([`playlist:${PLAYLIST_IDS.morningFocus}`]);
    expect(screen.queryByText('Track this playlist to see its analysis.')).toBeNull();
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
