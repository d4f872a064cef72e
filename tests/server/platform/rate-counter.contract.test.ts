import { afterEach, describe, expect, it } from 'vitest';
import { BatchingRateCounter, sliceOf } from '@server/http/batching-rate-counter';
import { InMemoryRateCounter } from '@server/http/in-memory-rate-counter';
import { KyselyRateCounter } from '@server/http/kysely-rate-counter';
import { KyselySharedWindows } from '@server/http/kysely-shared-windows';
import type { RateCounter } from '@server/http/rate-counter';
import { databaseTargets, useTestApp } from '../accounts/database-targets';

const LIMIT = { max: 3, windowMs: 10_000 };

const BURST = { max: 7, windowMs: 60_000 };

/**
 * What every RateCounter does. `another()` answers a counter on the same storage, as a second API
 * process would hold: its spends count in the same budgets. A burst over both is split at `max`,
 * or admits at most `overAdmission` more (a batching counter's documented bound).
 */
function rateCounterContract(
  fresh: () => { counter: RateCounter; another: RateCounter; clock: { at: number } },
  overAdmission = 0,
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

  it('shares one budget between counters on the same storage and splits a burst at max', async () => {
    const { counter, another } = fresh();
    const burst = Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? another : counter).spend('music-service', BURST, '10.0.0.4'),
    );
    const allowed = (await Promise.all(burst)).filter((verdict) => verdict.allowed).length;
    expect(allowed).toBeGreaterThanOrEqual(BURST.max);
    expect(allowed).toBeLessThanOrEqual(BURST.max + overAdmission);
    expect((await another.spend('music-service', BURST, '10.0.0.4')).allowed).toBe(false);
    expect((await counter.spend('music-service', BURST, '10.0.0.4')).allowed).toBe(false);
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

describe.each(databaseTargets)('BatchingRateCounter over KyselySharedWindows on $name', (target) => {
  const t = useTestApp(target);
  const opened: BatchingRateCounter[] = [];
  let round = 0;
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((counter) => counter.close()));
  });
  // Two processes hold fewer than a slice each unconfirmed.
  rateCounterContract(
    () => {
      round += 1;
      const clock = { at: Date.parse('2026-04-01T12:00:00Z') + round * 3_600_000 };
      const windows = new KyselySharedWindows(t.current.database.db, `batching-secret-${round}`);
      const [counter, another] = [0, 1].map(() => new BatchingRateCounter(windows, { now: () => clock.at }));
      opened.push(counter!, another!);
      return { counter: counter!, another: another!, clock };
    },
    2 * sliceOf(BURST) - 1,
  );

  it('adds a batch of keys in one statement and stores no key in the clear', async () => {
    const windows = new KyselySharedWindows(t.current.database.db, 'batch-secret');
    const now = Date.parse('2026-05-01T12:00:00Z');
    const first = await windows.add(
      [
        { key: 'signed-in-reads\nuser:1', count: 3, windowMs: 60_000 },
        { key: 'music-service\n10.0.0.9', count: 2, windowMs: 60_000 },
      ],
      now,
    );
    expect(first).toEqual(
      expect.arrayContaining([
        { key: 'signed-in-reads\nuser:1', count: 3, windowEndsAt: now + 60_000 },
        { key: 'music-service\n10.0.0.9', count: 2, windowEndsAt: now + 60_000 },
      ]),
    );
    const again = await windows.add(
      [{ key: 'signed-in-reads\nuser:1', count: 4, windowMs: 60_000 }],
      now + 1_000,
    );
    expect(again).toEqual([{ key: 'signed-in-reads\nuser:1', count: 7, windowEndsAt: now + 60_000 }]);
    const afterWindow = await windows.add(
      [{ key: 'signed-in-reads\nuser:1', count: 1, windowMs: 60_000 }],
      now + 60_000,
    );
    expect(afterWindow).toEqual([{ key: 'signed-in-reads\nuser:1', count: 1, windowEndsAt: now + 120_000 }]);
    const rows = await t.current.database.db.selectFrom('rate_limit_windows').select('key').execute();
    for (const { key } of rows) expect(key).not.toMatch(/user:1|10\.0\.0\.9/);
  });
});

describe('InMemoryRateCounter (PGlite: one process)', () => {
  rateCounterContract(() => {
    const clock = { at: 0 };
    const counter = new InMemoryRateCounter(() => clock.at);
    return { counter, another: counter, clock };
  });
});
