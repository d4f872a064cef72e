import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../support/test-app';

const MINUTE = 60_000;
const UNKNOWN = '/report/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

describe('per-IP budgets of the anonymous public pages', () => {
  let testApp: TestApp;
  const get = (url: string, remoteAddress: string) =>
    testApp.app.inject({ method: 'GET', url, remoteAddress });

  beforeAll(async () => {
    testApp = await createTestApp({
      configOverrides: {
        rateLimits: {
          ...RELAXED_RATE_LIMITS,
          reportPages: { perIp: 3, windowMs: MINUTE },
          reportPreviews: { perIp: 2, windowMs: MINUTE },
          placements: { perIp: 3, windowMs: MINUTE },
        },
      },
    });
  });
  afterAll(async () => testApp?.close());

  it('answers report pages over the budget with a 429 page that says how long to wait', async () => {
    for (let call = 0; call < 3; call += 1) expect((await get(UNKNOWN, '203.0.113.5')).statusCode).toBe(404);
    const refused = await get(UNKNOWN, '203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(refused.body).toContain('Too many requests. Please wait 60 seconds and try again.');
    expect((await get(UNKNOWN, '203.0.113.6')).statusCode).toBe(404);
  });

  it('counts preview images apart from pages', async () => {
    const url = `${UNKNOWN}/og.png`;
    for (let call = 0; call < 2; call += 1) expect((await get(url, '198.51.100.9')).statusCode).toBe(404);
    expect((await get(url, '198.51.100.9')).statusCode).toBe(429);
    expect((await get(UNKNOWN, '198.51.100.9')).statusCode).toBe(404);
  });

  it('counts an IPv6 client by its /64, whichever of its addresses it uses', async () => {
    for (let host = 1; host <= 3; host += 1)
      expect((await get(UNKNOWN, `2001:db8:5:6::${host}`)).statusCode).toBe(404);
    expect((await get(UNKNOWN, '2001:db8:5:6:ffff::99')).statusCode).toBe(429);
    expect((await get(UNKNOWN, '2001:db8:5:7::1')).statusCode).toBe(404);
  });

  it('limits the anonymous placements listings per IP, with a JSON 429', async () => {
    const url = '/api/track/4uLU6hMCjMI75M1A2tKUQC/placements';
    for (let call = 0; call < 3; call += 1) expect((await get(url, '192.0.2.44')).statusCode).toBe(200);
    const refused = await get(url, '192.0.2.44');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      success: false,
      error: 'Too many requests. Please wait 60 seconds and try again.',
    });
    expect((await get('/api/artist/0TnOYISbd1XYRBk9myaseg/placements', '192.0.2.45')).statusCode).toBe(200);
  });
});
