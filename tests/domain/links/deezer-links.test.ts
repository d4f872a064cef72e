import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemKey, parseItemKey } from '@domain/catalog';
import {
  DASHBOARD_INVALID_DEEZER_URL_MESSAGE,
  DASHBOARD_NOT_SPOTIFY_MESSAGE,
  deezerWebUrl,
  isShortDeezerLink,
  itemApiPath,
  itemPath,
  keyedApiUrl,
  parseDashboardInput,
  parseDeezerLink,
  parseMusicLink,
  SPOTIFY_ITEM_TYPES,
  searchBoxRoute,
} from '@domain/links';

const NUM_RUNS = 300;
const deezerId = fc.bigInt({ min: 1n, max: 10n ** 19n }).map(String);
const itemType = fc.constantFrom(...SPOTIFY_ITEM_TYPES);
const pageKind = fc.constantFrom('artist' as const, 'track' as const, 'playlist' as const);
const language = fc.constantFrom('', 'fr/', 'en/', 'de/', 'pt-br/');
const origin = fc.constantFrom('https://www.', 'http://www.', 'https://', 'www.', '');
const query = fc.constantFrom('', '?utm_source=deezer&utm_content=track-3135556', '#tracks', '/?app_id=1');
const base62 = fc.constantFrom(...'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
const spotifyId = fc.string({ unit: base62, minLength: 22, maxLength: 22 });

describe('parseDeezerLink', () => {
  it.each([
    ['https://www.deezer.com/fr/artist/27', 'artist', '27'],
    ['https://www.deezer.com/track/3135556?utm_source=deezer', 'track', '3135556'],
    ['deezer.com/en/album/302127', 'album', '302127'],
    ['http://deezer.com/playlist/908622995/', 'playlist', '908622995'],
    ['  https://www.deezer.com/pt-br/playlist/1479458365#x  ', 'playlist', '1479458365'],
  ])('reads %s as a %s', (input, type, id) => {
    expect(parseDeezerLink(input)).toEqual({ kind: 'item', type, id });
  });

  it.each([
    'https://www.deezer.com/fr/profile/5',
    'https://www.deezer.com/artist/abc',
    'https://www.deezer.com/artist/0',
    'https://www.deezer.com/artist/27/top_track',
    'https://www.deezer.com/fr/show/1',
    'https://evil.example.com/deezer.com/artist/27',
    'https://www.deezer.com.evil.example/artist/27',
    'https://open.spotify.com/artist/27',
    '',
  ])('names no item in %s', (input) => {
    expect(parseDeezerLink(input)).toBeNull();
  });

  it('reads every spelling of an item link: scheme, www, language, query string (property)', () => {
    fc.assert(
      fc.property(origin, language, itemType, deezerId, query, (start, lang, type, id, rest) => {
        const link = `${start}deezer.com/${lang}${type}/${id}${rest}`;
        expect(parseDeezerLink(link)).toEqual({ kind: 'item', type, id });
        expect(parseMusicLink(link)).toEqual({
          kind: 'item',
          service: 'deezer',
          type,
          id,
          key: `deezer:${id}`,
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('round-trips its own web addresses (property)', () => {
    fc.assert(
      fc.property(itemType, deezerId, (type, id) => {
        expect(parseDeezerLink(deezerWebUrl(type, id))).toEqual({ kind: 'item', type, id });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('answers short links (link.deezer.com/s/, deezer.page.link) as links to resolve, with https', () => {
    for (const link of [
      'https://link.deezer.com/s/30ZQx7Tb5',
      'link.deezer.com/s/30ZQx7Tb5?x=1',
      'deezer.page.link/aBc_1',
    ]) {
      expect(isShortDeezerLink(link), link).toBe(true);
      const parsed = parseMusicLink(link);
      expect(parsed?.kind === 'short' && parsed.service, link).toBe('deezer');
      expect(parsed?.kind === 'short' && parsed.url.startsWith('https://'), link).toBe(true);
    }
    expect(isShortDeezerLink('https://link.deezer.com/track/1')).toBe(false);
    expect(parseDashboardInput('https://deezer.page.link/aBc')).toEqual({
      ok: 'resolve',
      url: 'https://deezer.page.link/aBc',
    });
  });
});

describe('Deezer links in the search box and the dashboard', () => {
  it('a pasted Deezer item link goes to /deezer/{kind}/{id}; albums stay text (property)', () => {
    fc.assert(
      fc.property(origin, language, itemType, deezerId, query, (start, lang, type, id, rest) => {
        const route = searchBoxRoute(`${start}deezer.com/${lang}${type}/${id}${rest}`);
        expect(route).toBe(type === 'album' ? null : `/deezer/${type}/${id}`);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('tracks a Deezer item by its key and names a Deezer link it cannot track', () => {
    expect(parseDashboardInput('https://www.deezer.com/fr/playlist/908622995')).toEqual({
      ok: true,
      type: 'playlist',
      id: 'deezer:908622995',
    });
    for (const input of ['https://www.deezer.com/fr/album/302127', 'https://www.deezer.com/profile/5']) {
      expect(parseDashboardInput(input)).toEqual({ ok: false, error: DASHBOARD_INVALID_DEEZER_URL_MESSAGE });
    }
    expect(parseDashboardInput('https://example.com/artist/27')).toEqual({
      ok: false,
      error: DASHBOARD_NOT_SPOTIFY_MESSAGE,
    });
  });
});

describe('item paths from keys', () => {
  it('Spotify keys keep SPEC routes and API paths; Deezer keys live under /deezer (property)', () => {
    fc.assert(
      fc.property(pageKind, spotifyId, deezerId, (kind, spotify, deezer) => {
        expect(itemPath(kind, spotify)).toBe(`/${kind}/${spotify}`);
        expect(itemApiPath(kind, spotify, '/history')).toBe(`/api/${kind}/${spotify}/history`);
        expect(itemPath(kind, itemKey({ service: 'deezer', id: deezer }))).toBe(`/deezer/${kind}/${deezer}`);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('the server reads a /api/deezer twin back as the key path, and leaves every Spotify path alone (property)', () => {
    const suffix = fc.constantFrom(
      '',
      '/history',
      '/placements',
      '/popularity-history.csv',
      '/reports',
      '?forceRefresh=true',
    );
    fc.assert(
      fc.property(pageKind, spotifyId, deezerId, suffix, (kind, spotify, deezer, rest) => {
        const key = `deezer:${deezer}`;
        expect(keyedApiUrl(itemApiPath(kind, key, rest))).toBe(`/api/${kind}/${key}${rest}`);
        expect(parseItemKey(key)).toEqual({ service: 'deezer', id: deezer });
        const spotifyPath = itemApiPath(kind, spotify, rest);
        expect(keyedApiUrl(spotifyPath)).toBe(spotifyPath);
      }),
      { numRuns: NUM_RUNS },
    );
    expect(keyedApiUrl('/api/deezer/user/tracking/27')).toBe('/api/user/tracking/deezer:27');
    expect(keyedApiUrl('/api/deezer/user/is-tracking-artist/27')).toBe(
      '/api/user/is-tracking-artist/deezer:27',
    );
    expect(keyedApiUrl('/api/deezer/alerts/rules/playlist/9')).toBe('/api/alerts/rules/playlist/deezer:9');
    expect(keyedApiUrl('/api/deezer/search?q=x')).toBe('/api/deezer/search?q=x');
    expect(keyedApiUrl('/deezer/artist/27')).toBe('/deezer/artist/27');
  });
});
