import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ARTIST_IDS, TRACK_IDS } from '@adapters/fake/catalog-fixtures';
import type { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { TrackPage } from '../../../src/features/items/track/track-page';
import { renderAt } from './support/render-page';

function showTrack(id: string, catalog?: CatalogGateway) {
  return renderAt('/track/:id', `/track/${id}`, <TrackPage />, { catalog });
}

function fact(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

describe('Track page', () => {
  it('shows the details with mm:ss duration and artist links', async () => {
    showTrack(TRACK_IDS.glacier);
    await screen.findByRole('heading', { level: 1, name: 'Glacier' });
    expect(fact('Duration')).toBe('03:21');
    expect(fact('Release date')).toBe('10/2021');
    expect(fact('Popularity')).toBe('Not given');
    expect(screen.getByText('Spotify does not give track popularity to this installation')).toBeTruthy();
    expect(fact('Explicit')).toBe('Yes');
    expect(fact('ISRC')).toBe('SEXYZ2100042');
    const byline = screen.getByText(/^by/);
    expect(byline.textContent).toBe('by Aurora Vale, Kasper Lind');
    expect(screen.getByRole('link', { name: 'Kasper Lind' }).getAttribute('href')).toBe(
      `/artist/${ARTIST_IDS.kasper}`,
    );
    expect(screen.getByRole('link', { name: 'Open in Spotify' }).getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(document.title).toBe('Glacier | Chartpulse'));
  });

  it('puts hours in front of tracks of an hour or more', async () => {
    showTrack(TRACK_IDS.longForm);
    await screen.findByRole('heading', { level: 1, name: 'The Long Form (Extended Mix)' });
    expect(fact('Duration')).toBe('01:04:05');
  });

  it("links anonymous visitors to /login with 'See advanced stats...'", async () => {
    showTrack(TRACK_IDS.runaway);
    const link = await screen.findByRole('link', { name: 'See advanced stats...' });
    expect(link.getAttribute('href')).toBe('/login');
  });

  it('logs a failed fetch and says so with a Retry, never an endless Loading...', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { getTrack: () => Promise.reject(new Error('timeout')) } as unknown as CatalogGateway;
    showTrack(TRACK_IDS.runaway, broken);
    expect(await screen.findByRole('heading', { name: "We couldn't load this track" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
