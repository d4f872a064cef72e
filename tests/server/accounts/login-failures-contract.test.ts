import { describe, expect, it } from 'vitest';
import { KyselyLoginFailures } from '@server/accounts/adapters/kysely-login-failures';
import { LOGIN_FAILURE_WINDOW_MS, type LoginFailures } from '@server/accounts/ports';
import { databaseTargets, useTestApp } from './database-targets';
import { InMemoryLoginFailures } from '../../support/fakes/accounts/in-memory-login-failures';

const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/**
 * What every LoginFailures adapter does. `restarted()` answers another instance on the same storage:
 * counts must survive a restart and be shared by several API processes.
 */
function loginFailuresContract(fresh: () => LoginFailures, restarted: (of: LoginFailures) => LoginFailures) {
  it('counts failures per (account, address) and per address, emails compared case-blind', async () => {
    const failures = fresh();
    await failures.record('Owner@example.com', '10.0.0.1', at(0));
    await failures.record('owner@example.com ', '10.0.0.1', at(1000));
    await failures.record('other@example.com', '10.0.0.1', at(2000));
    expect(await failures.count('owner@example.com', '10.0.0.1', at(3000))).toEqual({
      pair: { failures: 2, lastFailureAt: at(1000) },
      ip: { failures: 3, lastFailureAt: at(2000) },
    });
    expect(await failures.count('owner@example.com', '10.0.0.2', at(3000))).toEqual({ pair: null, ip: null });
  });

  it('keeps counts across a restart, forgets them after the window, and forgives a pair', async () => {
    const failures = fresh();
    await failures.record('kept@example.com', '10.0.0.3', at(0));
    const other = restarted(failures);
    await other.record('kept@example.com', '10.0.0.3', at(1000));
    expect((await failures.count('kept@example.com', '10.0.0.3', at(2000))).pair?.failures).toBe(2);
    expect(
      (await other.count('kept@example.com', '10.0.0.3', at(LOGIN_FAILURE_WINDOW_MS + 1))).pair,
    ).toBeNull();
    await other.record('kept@example.com', '10.0.0.3', at(LOGIN_FAILURE_WINDOW_MS + 1));
    expect(
      (await other.count('kept@example.com', '10.0.0.3', at(LOGIN_FAILURE_WINDOW_MS + 2))).pair?.failures,
    ).toBe(1);
    await other.forgive('kept@example.com', '10.0.0.3');
    const after = await failures.count('kept@example.com', '10.0.0.3', at(LOGIN_FAILURE_WINDOW_MS + 3));
    expect(after.pair).toBeNull();
    expect(after.ip?.failures).toBe(1);
  });
}

describe.each(databaseTargets)('KyselyLoginFailures on $name', (target) => {
  const t = useTestApp(target);
  let round = 0;
  loginFailuresContract(
    () => {
      round += 1;
      return new KyselyLoginFailures(t.current.database.db, `contract-secret-${round}`);
    },
    () => new KyselyLoginFailures(t.current.database.db, `contract-secret-${round}`),
  );

  it('stores no email address or IP address in the clear', async () => {
    const failures = new KyselyLoginFailures(t.current.database.db, 'clear-text-secret');
    await failures.record('secret-owner@example.com', '192.0.2.77', at(0));
    const keys = await t.current.database.db.selectFrom('login_failures').select('key').execute();
    for (const { key } of keys) {
      expect(key).not.toContain('secret-owner');
      expect(key).not.toContain('192.0.2.77');
    }
  });
});

describe('InMemoryLoginFailures (the use-case fake)', () => {
  loginFailuresContract(
    () => new InMemoryLoginFailures(),
    (same) => same,
  );
});
