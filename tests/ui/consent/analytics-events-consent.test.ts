import { afterEach, describe, expect, it } from 'vitest';
import { googleAnalyticsTag } from '@adapters/browser/google-analytics-tag';
import { FakeCatalogGateway } from '@adapters/fake/fake-catalog-gateway';
import { FakeSiteGateway } from '@adapters/fake/fake-site-gateway';
import type { ConsentChoice } from '@domain/consent';
import { CookieConsentStore } from '../../../src/features/consent/cookie-consent-store';
import { SearchStore } from '../../../src/features/search/search-store';

const events = () =>
  (window.dataLayer ?? [])
    .map((args) => Array.from(args as ArrayLike<unknown>))
    .filter(([command]) => command === 'event')
    .map(([, name]) => name);

afterEach(() => {
  window.dataLayer = undefined;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('analytics events wait for consent, like page views (docs/product.md §7, §9)', () => {
  it('a visitor who must be asked: no event before Accept, the search event after', async () => {
    let remembered: ConsentChoice | null = null;
    const jar = {
      read: () => remembered,
      write: (choice: ConsentChoice) => {
        remembered = choice;
      },
    };
    const tag = googleAnalyticsTag('G-TEST');
    const consent = new CookieConsentStore(
      new FakeSiteGateway({ location: { country: 'DE', subdivision: null } }),
      jar,
      tag,
    );
    const search = new SearchStore(new FakeCatalogGateway(), tag);
    await consent.start();
    expect(consent.showBanner).toBe(true);

    search.setQuery('Aurora');
    await search.submit();
    expect(window.dataLayer ?? []).toEqual([]);

    consent.accept();
    search.setQuery('Glacier');
    await search.submit();
    expect(events()).toEqual(['search']);

    consent.decline();
    search.setQuery('Tide');
    await search.submit();
    expect(events()).toEqual(['search']);
  });
});
