import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rewriteDescriptionHref } from '@domain/links';

const ID = '37i9dQZF1DXcBWIGoYBM5M';

describe('rewriteDescriptionHref (docs/product.md §2 description sanitising)', () => {
  it.each([
    [`spotify:artist:${ID}`, `https://open.spotify.com/artist/${ID}`],
    [`spotify:track:${ID}`, `https://open.spotify.com/track/${ID}`],
    [`spotify:album:${ID}`, `https://open.spotify.com/album/${ID}`],
    [`spotify:playlist:${ID}`, `https://open.spotify.com/playlist/${ID}`],
    ['spotify:user:spotify', 'https://open.spotify.com/user/spotify'],
    [`spotify:user:someone:playlist:${ID}`, `https://open.spotify.com/playlist/${ID}`],
    [`https://open.spotify.com/artist/${ID}`, `https://open.spotify.com/artist/${ID}`],
    ['http://example.com/page?q=1', 'http://example.com/page?q=1'],
  ])('turns %s into %s', (href, expected) => {
    expect(rewriteDescriptionHref(href, 'ignored')).toBe(expected);
  });

  it.each([
    null,
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    '/relative',
    'spotify:search:pop',
  ])('makes %j a search for the link text', (href) => {
    expect(rewriteDescriptionHref(href, 'Daft Punk & friends')).toBe(
      'https://open.spotify.com/search/Daft%20Punk%20%26%20friends',
    );
  });

  it('only ever produces http(s) links', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.string(), (href, text) => {
        const result = rewriteDescriptionHref(href, text);
        expect(result).toMatch(/^https?:\/\/\S+$/i);
        if (!href || !/^\s*https?:\/\/\S+\s*$/i.test(href))
          expect(result.startsWith('https://open.spotify.com/')).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
