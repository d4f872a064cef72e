import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { InProcessPollerLock } from '@server/telegram/adapters/in-process-poller-lock';
import { PostgresPollerLock } from '@server/telegram/adapters/postgres-advisory-lock';
import type { PollerLock } from '@server/telegram/ports';
import { createScratchDatabase, postgresAvailable } from '../../support/postgres';

interface LockFactory {
  make(): PollerLock;
  close(): Promise<void>;
}

const FACTORIES: Array<[string, () => Promise<LockFactory>]> = [
  [
    'in-process (PGlite)',
    async () => {
      const database = {};
      return { make: () => new InProcessPollerLock(database), close: async () => undefined };
    },
  ],
  ...(postgresAvailable
    ? [
        [
          'PostgreSQL advisory lock',
          async () => {
            const scratch = (await createScratchDatabase())!;
            return { make: () => new PostgresPollerLock(scratch.url), close: () => scratch.drop() };
          },
        ] as [string, () => Promise<LockFactory>],
      ]
    : []),
];

describe.each(FACTORIES)('PollerLock contract: %s', (_name, create) => {
  let factory: LockFactory;
  beforeAll(async () => {
    factory = await create();
  });
  afterAll(async () => {
    await factory?.close();
  });

  it('lets exactly one of several instances hold it, and hands it over on release', async () => {
    const locks = [factory.make(), factory.make(), factory.make()];
    const taken = await Promise.all(locks.map((lock) => lock.tryAcquire()));
    expect(taken.filter(Boolean)).toHaveLength(1);
    const holder = locks[taken.indexOf(true)]!;
    const others = locks.filter((lock) => lock !== holder);
    expect(holder.isHeld()).toBe(true);
    expect(await holder.tryAcquire()).toBe(true);
    expect(others.map((lock) => lock.isHeld())).toEqual([false, false]);

    await holder.release();
    expect(holder.isHeld()).toBe(false);
    expect(await others[0]!.tryAcquire()).toBe(true);
    expect(await holder.tryAcquire()).toBe(false);
    await Promise.all(locks.map((lock) => lock.release()));
  });

  it('is separate per scope (database)', async () => {
    const other = await create();
    try {
      const [mine, theirs] = [factory.make(), other.make()];
      expect(await mine.tryAcquire()).toBe(true);
      expect(await theirs.tryAcquire()).toBe(true);
      await mine.release();
      await theirs.release();
    } finally {
      await other.close();
    }
  });
});

describe.runIf(postgresAvailable)('PostgresAdvisoryLock when its connection dies', () => {
  it('is no longer held, and another instance takes it over', async () => {
    const scratch = (await createScratchDatabase())!;
    const [holder, standby] = [new PostgresPollerLock(scratch.url), new PostgresPollerLock(scratch.url)];
    try {
      expect(await holder.tryAcquire()).toBe(true);
      expect(await standby.tryAcquire()).toBe(false);
      const admin = new pg.Client({ connectionString: scratch.url });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      await vi.waitFor(() => expect(holder.isHeld()).toBe(false));
      expect(await standby.tryAcquire()).toBe(true);
    } finally {
      await holder.release();
      await standby.release();
      await scratch.drop();
    }
  });
});
