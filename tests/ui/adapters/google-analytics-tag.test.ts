import { afterEach, describe, expect, it } from 'vitest';
import { googleAnalyticsTag } from '@adapters/browser/google-analytics-tag';

const entries = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));

afterEach(() => {
  window.dataLayer = undefined;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('googleAnalyticsTag page views', () => {
  it('records in-app page views only once measurement is allowed', () => {
    const tag = googleAnalyticsTag('G-TEST');
    tag.pageView('/artist/1', 'Aurora | Chartpulse');
    expect(entries()).toEqual([]);
    tag.grant();
    tag.pageView('/artist/1', 'Aurora | Chartpulse');
    expect(entries().at(-1)).toEqual([
      'event',
      'page_view',
      { page_path: '/artist/1', page_title: 'Aurora | Chartpulse', page_location: window.location.href },
    ]);
  });

  it('records nothing without a measurement id', () => {
    const tag = googleAnalyticsTag(undefined);
    tag.grant();
    tag.pageView('/', 'Search | Chartpulse');
    expect(entries()).toEqual([]);
  });
});

describe('googleAnalyticsTag events (docs/product.md §7, Analytics events)', () => {
  it('sends event records only while measurement is allowed: none before consent, none after a withdrawal', () => {
    const tag = googleAnalyticsTag('G-TEST');
    tag.event('search', { search_term: 'aurora', search_type: 'artist' });
    tag.pageView('/artist/1', 'Aurora | Chartpulse');
    expect(entries()).toEqual([]);
    tag.grant();
    tag.event('search', { search_term: 'aurora', search_type: 'artist' });
    tag.event('track_item', { item_type: 'artist', item_id: '1' });
    tag.event('stop_tracking', { item_type: 'artist', item_id: '1' });
    tag.event('analysis_opened', { playlist_id: 'p', analysis_view: 'written' });
    expect(entries().filter(([command]) => command === 'event')).toEqual([
      ['event', 'search', { search_term: 'aurora', search_type: 'artist' }],
      ['event', 'track_item', { item_type: 'artist', item_id: '1' }],
      ['event', 'stop_tracking', { item_type: 'artist', item_id: '1' }],
      ['event', 'analysis_opened', { playlist_id: 'p', analysis_view: 'written' }],
    ]);
    tag.deny();
    const before = entries().length;
    tag.event('search', { search_term: 'later', search_type: 'track' });
    tag.pageView('/', 'Search | Chartpulse');
    expect(entries()).toHaveLength(before);
  });
});
