import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import type { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import { renderAnalysisApp } from './render-analysis-app';

const PLAYLIST_PAGE = `/playlist/${PLAYLIST_IDS.boosted}`;
const UNAVAILABLE = 'Analysis temporarily unavailable. Please try refreshing.';

// The first test of each file loads the lazy chunks (pages, section, markdown): slow on a busy machine.
describe('Our Detailed Analysis on the playlist page', () => {
  it('renders the written analysis with headings, bullets and bold, and leads to the analysis view', async () => {
    const { gateway, router } = await renderAnalysisApp(PLAYLIST_PAGE);
    await screen.findByRole('heading', { level: 2, name: 'Our Detailed Analysis' });
    await screen.findByRole('heading', { level: 3, name: 'Summary' });
    expect(screen.getByRole('heading', { level: 3, name: 'Curation' })).toBeTruthy();
    expect(screen.getByText('Verdict: likely botted.').tagName).toBe('STRONG');
    expect(document.querySelectorAll('.analysis-markdown li').length).toBeGreaterThan(2);
    expect(gateway.analyzed).toEqual([PLAYLIST_IDS.boosted]);

    fireEvent.click(screen.getByRole('link', { name: 'See the playlist analysis' }));
    await screen.findByRole('heading', { level: 1, name: /analysis$/ });
    expect(router.state.location.pathname).toBe(`${PLAYLIST_PAGE}/analysis`);
    await waitFor(() => expect(document.querySelectorAll('figure.bar-chart')).toHaveLength(3));
  }, 20_000);

  it('says it is generating while the server writes', async () => {
    const never: AnalysisGateway = {
      analyzePlaylist: () => new Promise(() => undefined),
      playlistAnalysis: () => new Promise(() => undefined),
    };
    await renderAnalysisApp(PLAYLIST_PAGE, { gateway: never });
    const status = await screen.findByText('Generating analysis...');
    expect(status.getAttribute('role')).toBe('status');
  });

  it('shows the failure message, which can be dismissed', async () => {
    await renderAnalysisApp(PLAYLIST_PAGE, { failure: { error: UNAVAILABLE, status: 503 } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(UNAVAILABLE);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure message for an answer of the wrong shape', async () => {
    await renderAnalysisApp(PLAYLIST_PAGE, { rawAnswer: { success: true, analysis: ['## Summary'] } });
    expect((await screen.findByRole('alert')).textContent).toContain(UNAVAILABLE);
  });

  it('is not shown, nor asked for, to signed-out visitors', async () => {
    const { gateway } = await renderAnalysisApp(PLAYLIST_PAGE, { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Viral Hits 2024' });
    expect(screen.queryByText('Our Detailed Analysis')).toBeNull();
    expect(gateway.analyzed).toEqual([]);
  });
});
