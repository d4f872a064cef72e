import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTIST_IDS, PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import { sanitizeDescription } from '../../../src/features/items/playlist/sanitize-description';
import { PlaylistPage } from '../../../src/features/items/playlist/playlist-page';
import { renderAt } from './support/render-page';

function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

describe('Playlist description sanitising', () => {
  it('strips scripts, event handlers and attributes other than href/target/rel', () => {
    const html = sanitizeDescription(
      'Hi <script>alert(1)</script><b onclick="steal()" style="color:red" class="x">bold</b>' +
        '<img src=x onerror="steal()"><a href="https://example.com" id="k" onmouseover="steal()">site</a>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|onmouseover|style=|class=|id=|<img/);
    const dom = parse(html);
    expect(dom.querySelector('b')?.textContent).toBe('bold');
    expect(dom.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
  });

  it('drops data-* and aria-* attributes too: only href, target and rel survive (docs/product.md §2)', () => {
    const dom = parse(
      sanitizeDescription(
        '<span data-track="1" aria-label="x">tagged</span> <a href="https://open.spotify.com" data-id="k" aria-hidden="true">site</a>',
      ),
    );
    for (const element of Array.from(dom.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(['href', 'target', 'rel']).toContain(attribute.name);
      }
    }
    expect(dom.querySelector('span')?.textContent).toBe('tagged');
  });

  it('turns app links into web links and opens every link in a new tab', () => {
    const dom = parse(
      sanitizeDescription(`With <a href="spotify:artist:${ARTIST_IDS.aurora}">Aurora Vale</a>`),
    );
    const link = dom.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(`https://open.spotify.com/artist/${ARTIST_IDS.aurora}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('makes empty and javascript: links into searches for their text', () => {
    const dom = parse(
      sanitizeDescription('<a href="">North Lights</a> <a href="javascript:alert(1)">Tide</a>'),
    );
    const [empty, scripted] = Array.from(dom.querySelectorAll('a'));
    expect(empty?.getAttribute('href')).toBe('https://open.spotify.com/search/North%20Lights');
    expect(scripted?.getAttribute('href')).toBe('https://open.spotify.com/search/Tide');
  });
});

describe('Playlist page', () => {
  it('shows the playlist facts, its sanitised description and the bot check', async () => {
    renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.boosted}`, <PlaylistPage />);
    await screen.findByRole('heading', { level: 1, name: 'Viral Hits 2024' });
    expect(screen.getByText('Tracks').nextElementSibling?.textContent).toBe('50');
    expect(screen.getByText('Followers').nextElementSibling?.textContent).toBe('48,310');
    expect(screen.getByRole('link', { name: 'by hitmaker_99' }).getAttribute('href')).toBe(
      '/curator/hitmaker_99',
    );
    expect(screen.getByRole('link', { name: 'Profile on Spotify' }).getAttribute('href')).toBe(
      'https://open.spotify.com/user/hitmaker_99',
    );
    const check = screen.getByRole('region', { name: 'Follower bot check' });
    expect(within(check).getByText('Likely botted')).toBeTruthy();
    expect(within(check).getByText('· high confidence')).toBeTruthy();
    expect(within(check).getByText('Avoid this playlist.')).toBeTruthy();
    // Two reasons, then three events.
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(within(check).getByText(/bought followers being removed/)).toBeTruthy();
    expect(screen.getByText('Drip on 15–20/05/2024')).toBeTruthy();
    expect(screen.getByText('+4,100 in 6 days, +9% of the audience before it')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Advanced stats...' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Viral Hits 2024 | Chartpulse'));
  });

  it('shows a first look while the follower history is too short, and no trend it has no checks for', async () => {
    renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.newList}`, <PlaylistPage />);
    await screen.findByRole('heading', { level: 1, name: 'Fresh Finds' });
    expect(screen.getByText('Not enough data yet')).toBeTruthy();
    const trend = document.querySelector('.bot-check-trend')!;
    expect(trend.textContent).toBe(
      'Follower trend, last 30 days: not known yet: the checks span 2 days of the 30 it needs (ready by 28/06/2024)',
    );
    expect(trend.textContent).not.toMatch(/Flat|Growing|Declining/);
    const look = screen.getByRole('region', { name: 'First look at its contents' });
    expect(within(look).getByText('First look')).toBeTruthy();
    expect(within(look).getByText('Suspicious')).toBeTruthy();
    expect(within(look).getByText('· low confidence')).toBeTruthy();
    expect(within(look).getByText(/^Curation from one reading: 34 of its 40 dated tracks/)).toBeTruthy();
    expect(within(look).getByRole('heading', { name: 'What it could not see' })).toBeTruthy();
    expect(within(look).getByText(/^Tracks removed before this reading/)).toBeTruthy();
    expect(within(look).getByText('Follower-based verdict ready by 05/06/2024')).toBeTruthy();
  });

  it('puts the grade, its confidence and its first reason beside the name, linking to the full check', async () => {
    renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.boosted}`, <PlaylistPage />);
    const name = await screen.findByRole('heading', { level: 1, name: 'Viral Hits 2024' });
    const link = screen.getByRole('link', { name: /^Bot check Likely botted\s*·\s*high confidence / });
    expect(link.getAttribute('href')).toBe('#bot-check-title');
    expect(document.getElementById('bot-check-title')?.textContent).toBe('Follower bot check');
    const check = screen.getByRole('region', { name: 'Follower bot check' });
    const firstReason = check.querySelector('.verdict-reasons li')!.textContent!;
    expect(link.querySelector('.header-grade-reason')?.textContent).toBe(firstReason);
    expect(link.textContent).toContain('See the full check');
    // Beside the name: in the header, before the bot check panel and the figures.
    expect(name.closest('header')?.contains(link)).toBe(true);
  });

  it('shows the first look in the header, labelled so, while only a first look exists', async () => {
    renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.newList}`, <PlaylistPage />);
    await screen.findByRole('heading', { level: 1, name: 'Fresh Finds' });
    const link = screen.getByRole('link', {
      name: /^First look Suspicious\s*·\s*low confidence Curation from one reading/,
    });
    expect(link.getAttribute('href')).toBe('#first-look-title');
    expect(document.getElementById('first-look-title')).not.toBeNull();
  });

  it('shows no first look once the follower verdict speaks', async () => {
    renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.boosted}`, <PlaylistPage />);
    await screen.findByRole('heading', { level: 1, name: 'Viral Hits 2024' });
    expect(screen.queryByRole('region', { name: 'First look at its contents' })).toBeNull();
  });

  it('renders description links rewritten, in a new tab', async () => {
    renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.morningFocus}`, <PlaylistPage />);
    const link = await screen.findByRole('link', { name: 'Aurora Vale' });
    expect(link.getAttribute('href')).toBe(`https://open.spotify.com/artist/${ARTIST_IDS.aurora}`);
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
