import { describe, expect, it } from 'vitest';
import { InMemoryRateCounter } from '@server/http/in-memory-rate-counter';
import { KyselyRateCounter } from '@server/http/kysely-rate-counter';
import type { RateCounter } from '@server/http/rate-counter';
import { databaseTargets, useTestApp } from '../accounts/database-targets';

const LIMIT = { max: 3, windowMs: 10_000 };

/**
 * What every RateCounter does. `another()` answers a counter on the same storage, as a second API
 * process would hold: its spends count in the same budgets.
 */
function rateCounterContract(
  fresh: () => { counter: RateCounter; another: RateCounter; clock: { at: number } },
) {
  it('allows max requests per key and window, then refuses until the window ends', async () => {
    const { counter, clock } = fresh();
    for (let i = 0; i < 3; i += 1)
      expect(await counter.spend('search', LIMIT, '10.0.0.1')).toEqual({ allowed: true });
    clock.at += 2_500;
    expect(await counter.spend('search', LIMIT, '10.0.0.1')).toEqual({
      allowed: false,
      retryAfterSeconds: 8,
    });
    clock.at += 7_500;
    expect(await counter.spend('search', LIMIT, '10.0.0.1')).toEqual({ allowed: true });
  });

  it('counts each budget and each key on its own', async () => {
    const { counter } = fresh();
    for (let i = 0; i < 3; i += 1) await counter.spend('login:ip', LIMIT, '10.0.0.2');
    expect((await counter.spend('login:ip', LIMIT, '10.0.0.2')).allowed).toBe(false);
    expect((await counter.spend('login:ip', LIMIT, '10.0.0.3')).allowed).toBe(true);
    expect((await counter.spend('register:ip', LIMIT, '10.0.0.2')).allowed).toBe(true);
  });

  it('shares one budget between counters on the same storage and splits a burst exactly at max', async () => {
    const { counter, another } = fresh();
    const burst = Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? another : counter).spend('music-service', { max: 7, windowMs: 60_000 }, '10.0.0.4'),
    );
    const verdicts = await Promise.all(burst);
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(7);
    expect((await another.spend('music-service', { max: 7, windowMs: 60_000 }, '10.0.0.4')).allowed).toBe(
      false,
    );
  });
}

describe.each(databaseTargets)('KyselyRateCounter on $name', (target) => {
  const t = useTestApp(target);
  let round = 0;
  rateCounterContract(() => {
    round += 1;
    const clock = { at: Date.parse('2026-03-01T12:00:00Z') + round * 3_600_000 };
    const secret = `contract-secret-${round}`;
    return {
      counter: new KyselyRateCounter(t.current.database.db, secret, () => clock.at),
      another: new KyselyRateCounter(t.current.database.db, secret, () => clock.at),
      clock,
    };
  });

  it('stores no key in the clear', async () => {
    const counter = new KyselyRateCounter(t.current.database.db, 'clear-text-secret');
    await counter.spend('contact:account', LIMIT, 'secret-owner@example.com');
    const rows = await t.current.database.db.selectFrom('rate_limit_windows').select('key').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).not.toContain('secret-owner');
  });
});

describe('InMemoryRateCounter (PGlite: one process)', () => {
  rateCounterContract(() => {
    const clock = { at: 0 };
    const counter = new InMemoryRateCounter(() => clock.at);
    return { counter, another: counter, clock };
  });
});
