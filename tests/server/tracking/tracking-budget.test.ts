// Starting to track reads the item from the music service: it spends the music-service budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_RATE_LIMITS, signIn, type TestApp } from '../../support/test-app';

const BUDGET = { perIp: 4, perAccount: 2, windowMs: 60_000 };
const unknownId = (index: number) => `budget${index}`.padEnd(22, 'Q');

describe('the music-service budget of POST /api/{kind}/track', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      configOverrides: { rateLimits: { ...RELAXED_RATE_LIMITS, search: BUDGET } },
    });
  });
  afterAll(() => testApp.close());

  const track = (headers: Record<string, string>, index: number, remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/artist/track',
      headers,
      payload: { extracted_id: unknownId(index) },
      remoteAddress,
    });

  it('refuses one account past its budget with 429, and one IP past the shared per-IP budget', async () => {
    const first = await signIn(testApp.app);
    const statuses = [];
    for (let index = 0; index < 3; index++)
      statuses.push((await track(first.headers, index, '203.0.113.40')).statusCode);
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);

    // Another account on the same IP: its own account budget, but the IP's count goes on
    // (3 spent of 4 above), shared with the catalog's reads.
    const second = await signIn(testApp.app);
    expect((await track(second.headers, 10, '203.0.113.40')).statusCode).not.toBe(429);
    const refused = await track(second.headers, 11, '203.0.113.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: expect.stringMatching(/Too many requests/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const search = await testApp.app.inject({
      url: '/api/search?query=a&type=artist',
      remoteAddress: '203.0.113.40',
    });
    expect(search.statusCode).toBe(429);
  });
});
