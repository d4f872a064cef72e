import { FIRST_LOOK_ARTISTS } from '@server/catalog/read-first-look';
import { gradePlaylist } from '@domain/analytics';
import { describe, expect, it } from 'vitest';
import { MusicServiceError } from '@domain/catalog';
import { type MusicService } from '@domain/ports';
import { DemoMusicService, LruCatalogCache } from '@server/catalog';
import { fail } from '@server/platform/result';
import { catalogApp, countingService } from './catalog-test-app';

const clock = { now: () => new Date('2026-06-15T12:00:00Z') };
const demo = new DemoMusicService(clock);
const playlistId = demo.catalog().playlists[7]!.id;
const artistId = demo.catalog().artists[3]!.id;

describe('catalog cache', () => {
  it('serves repeated searches and pages from the cache, forceRefresh from an anonymous visitor included', async () => {
    const { service, calls } = countingService(demo);
    const app = await catalogApp({ musicService: service });
    let artistReads = 0;
    for (let index = 0; index < 3; index++) {
      expect((await app.inject(`/api/search?query=Love&type=track`)).statusCode).toBe(200);
      expect((await app.inject(`/api/search?query=LOVE&type=track`)).statusCode).toBe(200);
      expect((await app.inject(`/api/artist/${artistId}`)).statusCode).toBe(200);
      expect((await app.inject(`/api/playlist/${playlistId}`)).statusCode).toBe(200);
      // The artist page, and the first look's audiences of the playlist's lead artists, once.
      if (index === 0) artistReads = calls.getArtist ?? 0;
    }
    expect(calls.search).toBe(1);
    expect(artistReads).toBeGreaterThan(1);
    expect(artistReads).toBeLessThanOrEqual(1 + FIRST_LOOK_ARTISTS);
    expect(calls.getArtist).toBe(artistReads);
    expect(calls.getPlaylist).toBe(1);
    expect((await app.inject(`/api/playlist/${playlistId}?forceRefresh=true`)).statusCode).toBe(200);
    expect(calls.getPlaylist).toBe(1);
    await app.close();
  });

  it('shares one upstream call between concurrent requests and remembers "not found" briefly', async () => {
    const { service, calls } = countingService(demo);
    const app = await catalogApp({ musicService: service });
    const trackId = demo.catalog().tracks[5]!.id;
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject(`/api/track/${trackId}`)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(calls.getTrack).toBe(1);
    for (let index = 0; index < 3; index++)
      expect((await app.inject('/api/track/ZZZZZZZZZZZZZZZZZZZZZZ')).statusCode).toBe(404);
    expect(calls.getTrack).toBe(2);
    await app.close();
  });

  it('expires entries and keeps at most its bound, least recently used first out', async () => {
    let now = 0;
    const cache = new LruCatalogCache({ maxEntries: 2, now: () => now });
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    expect(cache.peek('a')).toBe(1);
    cache.set('c', 3, 1000);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe(1);
    now = 1000;
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});

describe('failures and limits', () => {
  const failing = (kind: MusicServiceError['kind']): MusicService =>
    new Proxy(demo, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        return typeof value === 'function'
          ? async () => fail(new MusicServiceError(kind, 'upstream'))
          : value;
      },
    });

  it('answers 503 with a clear message when the music service is down or out of quota', async () => {
    for (const kind of ['unavailable', 'quota'] as const) {
      const app = await catalogApp({ musicService: failing(kind) });
      for (const url of [
        '/api/search?query=a&type=artist',
        `/api/artist/${artistId}`,
        `/api/playlist/${playlistId}`,
      ]) {
        const response = await app.inject(url);
        expect(response.statusCode, `${kind} ${url}`).toBe(503);
        expect(response.json()).toEqual({ success: false, error: expect.stringMatching(/music service/) });
      }
      await app.close();
    }
  });

  it('limits requests that reach the music service per IP, across routes; cached answers are not counted', async () => {
    const app = await catalogApp({ musicService: demo, musicServiceBudget: { perIp: 3, windowMs: 60_000 } });
    const statuses = [];
    for (const query of ['a', 'b', 'c', 'd'])
      statuses.push((await app.inject(`/api/search?query=${query}&type=artist`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await app.inject('/api/search?query=e&type=artist');
    expect(limited.json()).toEqual({ success: false, error: expect.stringMatching(/Too many requests/) });
    for (let index = 0; index < 5; index++)
      expect((await app.inject('/api/search?query=a&type=artist')).statusCode).toBe(200);
    // The budget is the music service's, not the search route's: an uncached artist spends it too.
    expect((await app.inject(`/api/artist/${artistId}`)).statusCode).toBe(429);
    await app.close();
  });

  it('analyses the recorded follower history of a playlist', async () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const points = Array.from({ length: 60 }, (_unused, day) => ({
      checked_at: new Date(start + day * 86_400_000).toISOString(),
      followers: 1000 + day * 10 + (day >= 40 ? 50_000 : 0),
    }));
    const asked: string[] = [];
    const app = await catalogApp({
      musicService: demo,
      followerHistory: {
        playlistChart: async (id) => {
          asked.push(id);
          return gradePlaylist({ points, stays: [], tracks: [] });
        },
      },
    });
    const body = (await app.inject(`/api/playlist/${playlistId}`)).json();
    expect(asked).toEqual([playlistId]);
    expect(body.chart_analysis.verdict).not.toBe('insufficient_data');
    expect(body.chart_analysis.anomalies.length).toBeGreaterThan(0);
    await app.close();
  });
});
