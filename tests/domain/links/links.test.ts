import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_INVALID_URL_MESSAGE,
  DASHBOARD_NOT_SPOTIFY_MESSAGE,
  isShortSpotifyLink,
  isSpotifyId,
  parseDashboardInput,
  parseSpotifyLink,
  SPOTIFY_ITEM_TYPES,
  searchBoxRoute,
  spotifyWebUrl,
} from '@domain/links';

const ID = '4Z8W4fKeB5YxbusRsdQVPb';
const NUM_RUNS = 500;
const base62 = fc.constantFrom(...'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
const catalogId = fc.string({ unit: base62, minLength: 22, maxLength: 22 });
const anyId = fc.string({ unit: base62, minLength: 1, maxLength: 40 });
const itemType = fc.constantFrom(...SPOTIFY_ITEM_TYPES);

describe('parseSpotifyLink', () => {
  it.each([
    [`https://open.spotify.com/artist/${ID}`, 'artist'],
    [`https://open.spotify.com/track/${ID}?si=abc123&utm_source=copy-link`, 'track'],
    [`https://open.spotify.com/intl-de/album/${ID}`, 'album'],
    [`https://open.spotify.com/intl-pt/playlist/${ID}/`, 'playlist'],
    [`http://open.spotify.com/artist/${ID}#top`, 'artist'],
    [`open.spotify.com/track/${ID}`, 'track'],
    [`https://open.spotify.com/embed/playlist/${ID}?utm_source=generator`, 'playlist'],
    [`https://open.spotify.com/user/spotify/playlist/${ID}`, 'playlist'],
    [`  spotify:track:${ID}  `, 'track'],
    [`spotify:album:${ID}`, 'album'],
    [`spotify:user:some.user_1:playlist:${ID}`, 'playlist'],
  ])('reads %s as a %s', (input, type) => {
    expect(parseSpotifyLink(input)).toEqual({ kind: 'item', type, id: ID });
  });

  it.each([
    'https://spotify.link/AbCdEf123',
    'spotify.link/AbCdEf123',
    'https://spoti.fi/3xYz',
    'https://open.spotify.com/s/Ab_c-9',
  ])('recognises the short link %s', (input) => {
    expect(isShortSpotifyLink(input)).toBe(true);
    expect(parseSpotifyLink(input)).toEqual({
      kind: 'short',
      url: input.startsWith('https://') ? input : `https://${input}`,
    });
  });

  it.each([
    '',
    'daft punk',
    `https://open.spotify.com/show/${ID}`,
    'https://open.spotify.com/user/spotify',
    `https://open.spotify.com/artist/${ID}/discography`,
    'https://open.spotify.com/artist/abc-def',
    `https://open.spotify.com.evil.example/artist/${ID}`,
    `https://evil.example/open.spotify.com/artist/${ID}`,
    `spotify:episode:${ID}`,
    'spotify:user:someone',
    'https://spotify.link/',
  ])('refuses %j', (input) => {
    expect(parseSpotifyLink(input)).toBeNull();
  });

  it('round-trips every item through its web URL, URI and localised URL', () => {
    fc.assert(
      fc.property(itemType, anyId, fc.constantFrom('', 'intl-fr/', 'embed/'), (type, id, prefix) => {
        const expected = { kind: 'item', type, id };
        expect(parseSpotifyLink(spotifyWebUrl(type, id))).toEqual(expected);
        expect(parseSpotifyLink(`https://open.spotify.com/${prefix}${type}/${id}?si=x`)).toEqual(expected);
        expect(parseSpotifyLink(`spotify:${type}:${id}`)).toEqual(expected);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseSpotifyLink(text);
        if (result?.kind === 'item') expect(result.id).toMatch(/^[0-9A-Za-z]+$/);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('isSpotifyId', () => {
  it('accepts exactly 22 base62 characters', () => {
    expect(isSpotifyId(ID)).toBe(true);
    expect(isSpotifyId(ID.slice(1))).toBe(false);
    expect(isSpotifyId(`${ID.slice(1)}-`)).toBe(false);
    fc.assert(
      fc.property(catalogId, (id) => isSpotifyId(id)),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('spotifyWebUrl', () => {
  it('builds open.spotify.com links and encodes free-form user ids', () => {
    expect(spotifyWebUrl('track', ID)).toBe(`https://open.spotify.com/track/${ID}`);
    expect(spotifyWebUrl('user', 'a b')).toBe('https://open.spotify.com/user/a%20b');
  });
});

describe('searchBoxRoute (docs/product.md §5)', () => {
  it('navigates for artist, track and playlist links', () => {
    expect(searchBoxRoute(`https://open.spotify.com/track/${ID}?si=1`)).toBe(`/track/${ID}`);
    expect(searchBoxRoute(`https://open.spotify.com/intl-es/artist/${ID}`)).toBe(`/artist/${ID}`);
    expect(searchBoxRoute(`https://open.spotify.com/playlist/${ID}`)).toBe(`/playlist/${ID}`);
  });

  it('searches everything else as text', () => {
    expect(searchBoxRoute('Daft Punk')).toBeNull();
    expect(searchBoxRoute(`https://open.spotify.com/album/${ID}`)).toBeNull();
    expect(searchBoxRoute('https://spotify.link/abc')).toBeNull();
  });

  it('always routes to /{type}/{id} of the parsed link', () => {
    fc.assert(
      fc.property(fc.constantFrom('artist', 'track', 'playlist'), anyId, (type, id) => {
        expect(searchBoxRoute(spotifyWebUrl(type, id))).toBe(`/${type}/${id}`);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('parseDashboardInput (docs/product.md §5, §8)', () => {
  it('accepts artist, track and playlist links', () => {
    expect(parseDashboardInput(`https://open.spotify.com/playlist/${ID}?si=x`)).toEqual({
      ok: true,
      type: 'playlist',
      id: ID,
    });
    expect(parseDashboardInput(`https://open.spotify.com/user/x/playlist/${ID}`)).toEqual({
      ok: true,
      type: 'playlist',
      id: ID,
    });
  });

  it('sends short links to the server for resolution', () => {
    expect(parseDashboardInput('https://spotify.link/xyz')).toEqual({
      ok: 'resolve',
      url: 'https://spotify.link/xyz',
    });
  });

  it('refuses albums and other Spotify pages with "Invalid Spotify URL"', () => {
    for (const input of [
      `https://open.spotify.com/album/${ID}`,
      `spotify:album:${ID}`,
      'https://open.spotify.com/user/someone',
      'https://open.spotify.com/artist/not_an_id!',
    ]) {
      expect(parseDashboardInput(input)).toEqual({ ok: false, error: DASHBOARD_INVALID_URL_MESSAGE });
    }
    expect(DASHBOARD_INVALID_URL_MESSAGE).toBe('Invalid Spotify URL');
  });

  it('refuses text that is not a Spotify link', () => {
    for (const input of [
      '',
      'hello',
      `https://example.com/track/${ID}`,
      `https://spotify.com.evil.io/track/${ID}`,
    ]) {
      expect(parseDashboardInput(input)).toEqual({ ok: false, error: DASHBOARD_NOT_SPOTIFY_MESSAGE });
    }
    expect(DASHBOARD_NOT_SPOTIFY_MESSAGE).toBe('Not a valid Spotify URL. Please try again.');
  });
});
