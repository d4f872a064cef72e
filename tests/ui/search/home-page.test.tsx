import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARTIST_IDS } from '@adapters/fake/catalog-fixtures';
import { SEARCH_PLACEHOLDER } from '../../../src/features/search/search-form';
import { SearchStore } from '../../../src/features/search/search-store';
import { DEMO_USER, renderApp } from '../support/render-app';

afterEach(() => vi.useRealTimers());

async function search(query: string, type?: string) {
  const box = await screen.findByPlaceholderText(SEARCH_PLACEHOLDER);
  fireEvent.change(box, { target: { value: query } });
  if (type) fireEvent.change(screen.getByLabelText('Search type'), { target: { value: type } });
  fireEvent.submit(box.closest('form') as HTMLFormElement);
}

describe('home and search', () => {
  it('invites words or Spotify URLs, defaults to artist, and shows the guide without results', async () => {
    await renderApp('/');
    const box = await screen.findByPlaceholderText(SEARCH_PLACEHOLDER);
    expect(box.getAttribute('placeholder')).toMatch(/Spotify URL/);
    expect((screen.getByLabelText('Search type') as HTMLSelectElement).value).toBe('artist');
    expect(screen.getByRole('heading', { name: 'How Chartpulse works' })).toBeTruthy();
  });

  it('highlights one guide step every 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp('/');
    const guide = await screen.findByRole('region', { name: 'How Chartpulse works' });
    const steps = within(guide).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Search',
      'Track your interests',
      'Advanced analytics',
      'Stay updated',
    ]);
    const current = () => steps.findIndex((step) => step.getAttribute('aria-current') === 'step');
    expect(current()).toBe(0);
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(current()).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(6000);
    });
    expect(current()).toBe(0);
  });

  it('lists artists with followers and genres, linking to their pages', async () => {
    await renderApp('/');
    await search('Aurora');
    const link = await screen.findByRole('link', { name: /^Aurora Vale/ });
    expect(link.getAttribute('href')).toBe(`/artist/${ARTIST_IDS.aurora}`);
    const row = within(link.closest('li') as HTMLElement);
    expect(row.getByText(/Followers: \d/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'How Chartpulse works' })).toBeNull();
  });

  it("shows 'not available' when an artist's follower total is missing", async () => {
    const { container } = await renderApp('/');
    await search('Quiet Harbour');
    const link = await screen.findByRole('link', { name: /^Quiet Harbour/ });
    const rows = container.get(SearchStore).searchResults;
    expect(rows.find((row) => row.type === 'artist' && row.item.followers.total === null)).toBeDefined();
    expect(within(link.closest('li') as HTMLElement).getByText('Followers: not available')).toBeTruthy();
  });

  it('shows artist and album for tracks', async () => {
    await renderApp('/');
    await search('Runaway', 'track');
    const link = await screen.findByRole('link', { name: /^Runaway/ });
    expect(link.getAttribute('href')).toMatch(/^\/track\//);
    expect(within(link.closest('li') as HTMLElement).getByText('Aurora Vale')).toBeTruthy();
  });

  it('pages with Previous, numbered pages and Next, disabled at the ends', async () => {
    await renderApp('/');
    await search('a');
    const pages = within(await screen.findByRole('navigation', { name: 'Search result pages' }));
    expect((pages.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(pages.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    const last = pages.getAllByRole('button', { name: /^Page \d+$/ }).at(-1) as HTMLElement;
    fireEvent.click(last);
    await waitFor(() => expect(last.getAttribute('aria-current')).toBe('page'));
    expect((pages.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((pages.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('jumps to the item page when a Spotify URL is pasted', async () => {
    const { router } = await renderApp('/');
    await search(`https://open.spotify.com/artist/${ARTIST_IDS.aurora}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/artist/${ARTIST_IDS.aurora}`));
  });

  it('keeps query, type and results across navigation, and New Search clears them', async () => {
    const { router } = await renderApp('/', { signedInAs: DEMO_USER });
    await search('Runaway', 'track');
    fireEvent.click(await screen.findByRole('link', { name: /^Runaway/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/track\//));
    await act(async () => {
      await router.navigate(-1);
    });
    expect(await screen.findByRole('link', { name: /^Runaway/ })).toBeTruthy();
    expect((screen.getByLabelText('Search type') as HTMLSelectElement).value).toBe('track');
    expect((screen.getByPlaceholderText(SEARCH_PLACEHOLDER) as HTMLInputElement).value).toBe('Runaway');

    fireEvent.click(screen.getByRole('link', { name: 'New Search' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Runaway' })).toBeNull());
    expect((screen.getByLabelText('Search type') as HTMLSelectElement).value).toBe('artist');
    expect(screen.getByRole('heading', { name: 'How Chartpulse works' })).toBeTruthy();
  });
});
