// The music service's links are not trusted: whatever scheme it sends, only web addresses leave
// the adapter, and so only web addresses reach the API's answers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SpotifyMusicService } from '@server/catalog';
import { AURORA, BIG_PLAYLIST, type FakeSpotify, startFakeSpotify } from '../../../support/fake-spotify';
import { catalogApp } from '../catalog-test-app';
import { successOf } from '../../../support/results';

const HOSTILE = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'spotify:artist:4Z8W4fKeB5YxbusRsdQVPb',
  'https://user:password@evil.example/',
  '//evil.example/image.png',
];
/** What a hostile link leaves behind (descriptions are HTML the browser sanitises, so `spotify:` may stay there). */
const UNSAFE_SCHEME = /java\s*script:|data:|vbscript:|@evil|\/\/evil/i;

/** Replaces every address in a wire answer (image urls, `external_urls`) with a hostile one. */
function poisonLinks(body: unknown): unknown {
  let next = 0;
  const hostile = () => HOSTILE[next++ % HOSTILE.length];
  const walk = (value: unknown, key: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, walk(inner, name)]));
    if (typeof value === 'string' && (key === 'url' || key === 'spotify')) return hostile();
    return value;
  };
  return walk(body, '');
}

/** Every string under a key that names an address (url, image, profile_url, spotify_url…). */
function addresses(value: unknown, key = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => addresses(item, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, inner]) => addresses(inner, name));
  return typeof value === 'string' && /url|image/i.test(key) ? [value] : [];
}

let fake: FakeSpotify;
beforeAll(async () => {
  fake = await startFakeSpotify();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.rewriteAnswers = null;
});

const spotify = () => new SpotifyMusicService({ ...fake, backoffBaseMs: 10 });

describe('SpotifyMusicService with hostile links', () => {
  it('drops non-web images and replaces non-web profile links with the open.spotify.com address', async () => {
    fake.rewriteAnswers = poisonLinks;
    const service = spotify();
    const trackId = fake.data.tracks[0]!.id;
    const artist = await successOf(service.getArtist(AURORA));
    expect(artist.url).toBe(`https://open.spotify.com/artist/${AURORA}`);
    expect(artist.images).toEqual([]);
    const track = await successOf(service.getTrack(trackId));
    expect(track.url).toBe(`https://open.spotify.com/track/${trackId}`);
    expect(track.album.images).toEqual([]);
    const playlist = await successOf(service.getPlaylist(BIG_PLAYLIST));
    expect(playlist.url).toBe(`https://open.spotify.com/playlist/${BIG_PLAYLIST}`);
    expect(playlist.owner.url).toBe(`https://open.spotify.com/user/${encodeURIComponent(playlist.owner.id)}`);
    const user = await successOf(service.getUser(playlist.owner.id));
    const everything = [
      artist,
      track,
      playlist,
      user,
      await successOf(service.getArtistAlbums(AURORA)),
      await successOf(service.getArtistTopTracks(AURORA)),
      await successOf(service.getAlbum(fake.data.albums[0]!.id)),
      await successOf(service.search('a', 'artist', { limit: 10, offset: 0 })),
      await successOf(service.search('a', 'track', { limit: 10, offset: 0 })),
      await successOf(service.search('a', 'playlist', { limit: 10, offset: 0 })),
    ];
    const found = addresses(everything);
    expect(found.length).toBeGreaterThan(20);
    for (const address of found) expect(address).toMatch(/^https:\/\/open\.spotify\.com\//);
    expect(JSON.stringify(everything)).not.toMatch(UNSAFE_SCHEME);
  });

  it('keeps the web links the service sends', async () => {
    const artist = await successOf(spotify().getArtist(AURORA));
    expect(artist.images.map((image) => image.url)).toEqual([
      `https://i.scdn.co/image/artist-${AURORA}-640`,
      `https://i.scdn.co/image/artist-${AURORA}-300`,
      `https://i.scdn.co/image/artist-${AURORA}-64`,
    ]);
  });
});

describe('catalog API on a music service with hostile links', () => {
  it('answers only web addresses', async () => {
    fake.rewriteAnswers = poisonLinks;
    const app = await catalogApp({ musicService: spotify() });
    const urls = [
      `/api/artist/${AURORA}`,
      `/api/track/${fake.data.tracks[0]!.id}`,
      `/api/playlist/${BIG_PLAYLIST}`,
      '/api/search?query=a&type=artist',
      '/api/search?query=a&type=track',
      '/api/search?query=a&type=playlist',
    ];
    for (const url of urls) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toMatch(UNSAFE_SCHEME);
      for (const address of addresses(response.json())) expect(address, url).toMatch(/^https:\/\//);
    }
    await app.close();
  });
});
