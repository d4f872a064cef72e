// One account looping signed-in reads spends its own budget, not everyone's server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_RATE_LIMITS, signIn, type TestApp } from '../../support/test-app';

const READS = { perAccount: 3, windowMs: 60_000 };

describe("each account's budget of signed-in reads", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      configOverrides: { rateLimits: { ...RELAXED_RATE_LIMITS, signedInReads: READS } },
    });
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string>) => testApp.app.inject({ url, headers });

  it('answers 429 with Retry-After past the budget, shared by lists, status and history, per account', async () => {
    const looping = await signIn(testApp.app);
    const artistId = 'readbudget'.padEnd(22, 'Q');
    const reads = [
      '/api/user/artists',
      `/api/user/is-tracking-artist/${artistId}`,
      `/api/artist/${artistId}/history`,
    ];
    for (const url of reads) expect((await get(url, looping.headers)).statusCode).toBe(200);

    for (const url of [...reads, '/api/user/playlists', `/api/artist/${artistId}/history.csv`]) {
      const refused = await get(url, looping.headers);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, error: expect.stringMatching(/Too many requests/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }

    const other = await signIn(testApp.app);
    expect((await get('/api/user/artists', other.headers)).statusCode).toBe(200);
    expect((await get('/api/search?query=a&type=artist', {})).statusCode).toBe(200);
    expect((await get('/api/user/artists', {})).statusCode).toBe(401);
  });
});
