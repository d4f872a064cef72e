// The music service's quota is shared by every visitor: one IP may spend only a bounded part of
// it, whichever catalog routes it calls, while answers from the cache stay free.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SpotifyMusicService } from '@server/catalog';
import { AURORA, type FakeSpotify, startFakeSpotify } from '../../support/fake-spotify';
import { catalogApp } from './catalog-test-app';

const BUDGET = { perIp: 5, windowMs: 60_000 };
/** Calls one unknown artist costs upstream: its profile, asked before its albums and top tracks. */
const CALLS_PER_ARTIST = 1;
const unknownId = (kind: string, index: number) => `${kind}${index}`.padEnd(22, 'Q');

let fake: FakeSpotify;
let shortLinkCalls = 0;
beforeAll(async () => {
  fake = await startFakeSpotify();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
  shortLinkCalls = 0;
});

async function appOnFake() {
  return catalogApp({
    musicService: new SpotifyMusicService({ ...fake, backoffBaseMs: 10 }),
    musicServiceBudget: BUDGET,
    resolverFetch: async () => {
      shortLinkCalls++;
      return new Response(null, { status: 404 });
    },
  });
}

describe('the per-IP music-service budget', () => {
  it('lets a burst of unknown ids from one IP reach the upstream a bounded number of times', async () => {
    const app = await appOnFake();
    const urls = Array.from({ length: 12 }, (_unused, index) => [
      `/api/artist/${unknownId('artist', index)}`,
      `/api/track/${unknownId('track', index)}`,
      `/api/playlist/${unknownId('playlist', index)}`,
      `/api/search?query=nothing${index}&type=artist`,
      `/api/resolve-url?url=${encodeURIComponent(`https://spotify.link/x${index}`)}`,
    ]).flat();
    const statuses: number[] = [];
    for (const url of urls)
      statuses.push((await app.inject({ url, remoteAddress: '203.0.113.9' })).statusCode);

    const upstream = fake.requests.length + shortLinkCalls;
    expect(upstream).toBeGreaterThan(0);
    expect(upstream).toBeLessThanOrEqual(BUDGET.perIp * CALLS_PER_ARTIST);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(BUDGET.perIp);
    const refused = await app.inject({ url: urls.at(-1)!, remoteAddress: '203.0.113.9' });
    expect(refused.json()).toEqual({ success: false, error: expect.stringMatching(/Too many requests/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor has a budget of their own.
    const other = await app.inject({ url: `/api/artist/${AURORA}`, remoteAddress: '198.51.100.7' });
    expect(other.statusCode).toBe(200);
    await app.close();
  });

  it('spends one upstream call on an unknown artist: its albums and top tracks wait for its profile', async () => {
    const app = await appOnFake();
    const id = unknownId('lonely', 1);
    expect((await app.inject({ url: `/api/artist/${id}`, remoteAddress: '203.0.113.30' })).statusCode).toBe(
      404,
    );
    expect(fake.requests.filter((request) => request.includes(id))).toEqual([`/artists/${id}`]);
    expect(
      (await app.inject({ url: `/api/artist/${AURORA}`, remoteAddress: '203.0.113.30' })).statusCode,
    ).toBe(200);
    expect(fake.requests.filter((request) => request.includes(AURORA)).length).toBeGreaterThanOrEqual(3);
    await app.close();
  });

  it('splits a simultaneous burst exactly at the budget', async () => {
    const app = await appOnFake();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_unused, index) =>
        app.inject({ url: `/api/track/${unknownId('together', index)}`, remoteAddress: '203.0.113.12' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(BUDGET.perIp);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - BUDGET.perIp);
    await app.close();
  });

  it('does not charge answers from the cache, "not found" included', async () => {
    const app = await appOnFake();
    const ip = { remoteAddress: '203.0.113.10' };
    const unknown = `/api/artist/${unknownId('gone', 1)}`;
    const known = `/api/artist/${AURORA}`;
    expect((await app.inject({ url: unknown, ...ip })).statusCode).toBe(404);
    expect((await app.inject({ url: known, ...ip })).statusCode).toBe(200);
    for (let index = 0; index < 3; index++)
      await app.inject({ url: `/api/track/${unknownId('spend', index)}`, ...ip });
    expect((await app.inject({ url: `/api/track/${unknownId('spend', 9)}`, ...ip })).statusCode).toBe(429);
    const before = fake.requests.length;
    for (let index = 0; index < 10; index++) {
      expect((await app.inject({ url: unknown, ...ip })).statusCode).toBe(404);
      expect((await app.inject({ url: known, ...ip })).statusCode).toBe(200);
    }
    expect(fake.requests.length).toBe(before);
    await app.close();
  });

  it('asks the upstream once for concurrent requests of one id, charging only the first', async () => {
    const app = await appOnFake();
    const ip = { remoteAddress: '203.0.113.11' };
    const url = `/api/artist/${unknownId('burst', 1)}`;
    fake.inject({ path: /^\/artists\//, delayMs: 150, times: CALLS_PER_ARTIST });
    const first = app.inject({ url, ...ip });
    while (fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const joined = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url, ...ip })));
    expect([await first, ...joined].map((answer) => answer.statusCode)).toEqual(Array(21).fill(404));
    expect(fake.requests).toHaveLength(CALLS_PER_ARTIST);
    const rest = [];
    for (let index = 0; index < BUDGET.perIp; index++)
      rest.push((await app.inject({ url: `/api/track/${unknownId('after', index)}`, ...ip })).statusCode);
    expect(rest).toEqual([...Array(BUDGET.perIp - 1).fill(404), 429]);
    await app.close();
  });
});
