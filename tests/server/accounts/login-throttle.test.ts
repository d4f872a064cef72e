import { describe, expect, it } from 'vitest';
import { FREE_FAILURES_PER_PAIR } from '@server/accounts/use-cases/login';
import { csrfFor, signIn } from '../../support/test-app';
import { apiTargets, useTestApp } from './database-targets';

describe.each(apiTargets)('login throttling over HTTP on $name', (target) => {
  const t = useTestApp(target);

  it('slows down the guessing address with 429 and Retry-After while the owner signs in from elsewhere', async () => {
    const { app, database } = t.current;
    const owner = await signIn(app);
    const { headers } = await csrfFor(app);
    const attempt = (remoteAddress: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        headers,
        remoteAddress,
        payload: { email: owner.email, password },
      });
    for (let i = 0; i < FREE_FAILURES_PER_PAIR; i += 1) {
      expect((await attempt('10.66.0.1', 'Guess-123!')).statusCode).toBe(401);
    }
    const throttled = await attempt('10.66.0.1', owner.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('30');
    expect(throttled.json()).toEqual({
      success: false,
      error: 'Too many attempts. Please wait 1 minute and try again.',
    });
    expect((await attempt('10.66.0.2', owner.password)).statusCode).toBe(200);
    // The counters are in the database, shared by every API process and kept across restarts.
    const rows = await database.db.selectFrom('login_failures').select(['key', 'failures']).execute();
    expect(rows.map((row) => row.failures).sort()).toEqual([FREE_FAILURES_PER_PAIR, FREE_FAILURES_PER_PAIR]);
  });
});
