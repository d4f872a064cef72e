import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isMusicServiceError } from '@domain/catalog';
import type { MusicRead } from '@domain/ports';
import { SpotifyMusicService, type SpotifyMusicServiceOptions } from '@server/catalog';
import { AURORA, type FakeSpotify, startFakeSpotify } from '../../../support/fake-spotify';
import { catalogApp } from '../catalog-test-app';
import { successOf } from '../../../support/results';

let fake: FakeSpotify;
beforeAll(async () => {
  fake = await startFakeSpotify();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.clearFaults();
  fake.mode = 'legacy';
});

const spotify = (options: Partial<SpotifyMusicServiceOptions> = {}) =>
  new SpotifyMusicService({ ...fake, backoffBaseMs: 20, ...options });
const failure = (promise: MusicRead<unknown>) =>
  promise.then((result) => (result.ok ? undefined : result.error));
const artistCalls = () => fake.requests.filter((request) => request === `/artists/${AURORA}`).length;

describe('SpotifyMusicService faults', () => {
  it('waits for Retry-After on a 429 and then succeeds', async () => {
    fake.inject({ path: /^\/artists\//, status: 429, retryAfterSeconds: 1 });
    const started = performance.now();
    const artist = await successOf(spotify().getArtist(AURORA));
    expect(artist.name).toBe('Aurora Lane');
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('stops at once on QUOTA_EXCEEDED and keeps failing fast without calling again', async () => {
    const service = spotify();
    const before = artistCalls();
    fake.inject({ path: /^\/artists\//, quotaExceeded: true });
    const started = performance.now();
    expect(isMusicServiceError(await failure(service.getArtist(AURORA)), 'quota')).toBe(true);
    expect(isMusicServiceError(await failure(service.getArtist(AURORA)), 'quota')).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(artistCalls() - before).toBe(1);
  });

  it('backs off on 5xx and succeeds, or gives up as unavailable after the bounded tries', async () => {
    fake.inject({ path: /^\/artists\//, status: 503, times: 2 });
    expect((await successOf(spotify().getArtist(AURORA))).name).toBe('Aurora Lane');
    const before = artistCalls();
    fake.inject({ path: /^\/artists\//, status: 500, times: 100 });
    expect(
      isMusicServiceError(await failure(spotify({ maxAttempts: 3 }).getArtist(AURORA)), 'unavailable'),
    ).toBe(true);
    expect(artistCalls() - before).toBe(3);
  });

  it('gives up at its deadline however many tries remain, so a caller never hangs', async () => {
    fake.inject({ path: /^\/artists\//, status: 502, times: 100 });
    const started = performance.now();
    const error = await failure(
      spotify({ maxAttempts: 20, backoffBaseMs: 150, deadlineMs: 400 }).getArtist(AURORA),
    );
    expect(isMusicServiceError(error, 'unavailable')).toBe(true);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('times out slow answers and reports the service unavailable', async () => {
    fake.inject({ path: /^\/artists\//, delayMs: 600, times: 2 });
    const error = await failure(spotify({ requestTimeoutMs: 150, maxAttempts: 2 }).getArtist(AURORA));
    expect(isMusicServiceError(error, 'unavailable')).toBe(true);
  });

  it('does not retry 404, 403 or 400', async () => {
    for (const [status, kind] of [
      [404, 'not_found'],
      [403, 'forbidden'],
      [400, 'not_found'],
    ] as const) {
      const before = artistCalls();
      fake.inject({ path: /^\/artists\//, status });
      expect(isMusicServiceError(await failure(spotify().getArtist(AURORA)), kind)).toBe(true);
      expect(artistCalls() - before).toBe(1);
    }
  });

  it('keeps at most maxConcurrent calls in flight', async () => {
    const service = spotify({ maxConcurrent: 3 });
    await successOf(service.getArtist(AURORA)); // token first
    await fake.whenIdle(); // earlier tests' slow answers still being served
    fake.stats.maxInFlight = 0;
    fake.inject({ path: /^\/artists\//, delayMs: 40, times: 12 });
    await Promise.all(Array.from({ length: 12 }, () => service.getArtist(AURORA)));
    expect(fake.stats.maxInFlight).toBe(3);
  });
});

describe('catalog API on Spotify', () => {
  it('answers 503 quickly when the quota is exceeded', async () => {
    const app = await catalogApp({ musicService: spotify() });
    fake.inject({ path: /^\/(artists|search)/, quotaExceeded: true, times: 10 });
    const started = performance.now();
    const response = await app.inject('/api/search?query=aurora&type=artist');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, error: expect.stringMatching(/music service/) });
    expect(performance.now() - started).toBeLessThan(1000);
    await app.close();
  });

  it('shows a Development Mode artist with followers and popularity null, not 0', async () => {
    fake.mode = 'devmode';
    const app = await catalogApp({ musicService: spotify() });
    const body = (await app.inject(`/api/artist/${AURORA}`)).json();
    expect(body).toMatchObject({ success: true, name: 'Aurora Lane', followers: null, popularity: null });
    expect(body.top_tracks.length).toBe(10);
    expect(body.collaborators[0]).toMatchObject({ name: 'The Paper Pilots', collaborations: 4 });
    expect(body.labels).toEqual(['Northway Music', 'Harborlight Records']);
    expect(body.first_release.date).toBe('2012');
    expect(body.latest_release.date).toBe('2025-09-12');
    // From the first release to today (the app's real clock here), not to the latest release.
    const toToday = Math.round((Date.now() - Date.parse('2012-01-01')) / 86_400_000);
    expect(Math.abs(body.career_longevity - toToday)).toBeLessThanOrEqual(1);
    const search = (await app.inject('/api/search?query=aurora&type=artist')).json();
    expect(search.artists.items[0].followers).toEqual({ total: null });
    await app.close();
  });
});
