import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analysisLinkTarget } from '@domain/links';

const PAGE = 'https://chartpulse.example/playlist/37i9dQZF1DXcBWIGoYBM5M';
const webUrl = fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true });
const path = fc.webPath().filter((p) => !p.startsWith('//'));

describe('analysisLinkTarget', () => {
  it("keeps this site's pages and Spotify's web pages, as absolute addresses", () => {
    expect(analysisLinkTarget('/artist/4Z8W4fKeB5YxbusRsdQVPb', PAGE)).toBe(
      'https://chartpulse.example/artist/4Z8W4fKeB5YxbusRsdQVPb',
    );
    expect(analysisLinkTarget('https://open.spotify.com/track/abc', PAGE)).toBe(
      'https://open.spotify.com/track/abc',
    );
    expect(analysisLinkTarget('https://chartpulse.example/x?y=1#z', PAGE)).toBe(
      'https://chartpulse.example/x?y=1#z',
    );
    fc.assert(
      fc.property(path, (p) => {
        const target = analysisLinkTarget(p === '' ? '/' : p, PAGE);
        expect(target === null || new URL(target).origin === 'https://chartpulse.example').toBe(true);
      }),
    );
  });

  it('refuses every other site, scheme, port, plain http to Spotify and credentials', () => {
    for (const href of [
      'https://evil.example/verify',
      'http://open.spotify.com/track/abc',
      'https://open.spotify.com:8443/track/abc',
      'https://open.spotify.com.evil.example/',
      'https://user:pw@open.spotify.com/',
      '//evil.example/x',
      'javascript:alert(1)',
      'data:text/html,x',
      'mailto:someone@example.com',
      'http://chartpulse.example/',
      '',
      null,
    ])
      expect(analysisLinkTarget(href, PAGE)).toBeNull();
  });

  it('keeps an address only when its origin is the page’s or Spotify’s web player', () => {
    fc.assert(
      fc.property(webUrl, (href) => {
        const target = analysisLinkTarget(href, PAGE);
        if (target === null) return;
        const url = new URL(target);
        expect(url.origin === 'https://chartpulse.example' || url.origin === 'https://open.spotify.com').toBe(
          true,
        );
      }),
    );
  });
});
