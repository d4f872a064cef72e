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
