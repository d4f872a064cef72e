import { describe, expect, it } from 'vitest';
import { KyselyPasswordResets } from '@server/accounts/adapters/kysely-password-resets';
import { KyselySessions, SESSION_CACHE_MS } from '@server/accounts/adapters/kysely-sessions';
import { KyselyUsers } from '@server/accounts/adapters/kysely-users';
import { KyselyVerificationCodes } from '@server/accounts/adapters/kysely-verification-codes';
import { ManualClock } from '../../support/manual-clock';
import { type AccountStores, accountStoresContract } from './account-stores-contract';
import { databaseTargets, useTestApp } from './database-targets';
import { InMemoryPasswordResets } from '../../support/fakes/accounts/in-memory-password-resets';
import { InMemorySessions } from '../../support/fakes/accounts/in-memory-sessions';
import { InMemoryUsers } from '../../support/fakes/accounts/in-memory-users';
import { InMemoryVerificationCodes } from '../../support/fakes/accounts/in-memory-verification-codes';

/** The account store adapters behave the same on PGlite and PostgreSQL, and so do their fakes. */
describe.each(databaseTargets)('account stores on $name', (target) => {
  const t = useTestApp(target);
  let stores: AccountStores | undefined;
  accountStoresContract(() => {
    if (!stores) {
      const { database, clock } = t.current;
      stores = {
        users: new KyselyUsers(database.db),
        sessions: new KyselySessions(database.db, clock),
        resets: new KyselyPasswordResets(database.db, clock),
        codes: new KyselyVerificationCodes(database.db, clock),
        clock,
      };
    }
    return stores;
  });

  it("keeps another process's logout out of its session cache until the injected clock passes the cache time", async () => {
    const { database, clock } = t.current;
    const users = new KyselyUsers(database.db);
    const here = new KyselySessions(database.db, clock);
    const elsewhere = new KyselySessions(database.db, clock);
    const user = (await users.create({
      email: 'two-processes@example.com',
      passwordHash: null,
      verified: true,
      createdAt: clock.now(),
    }))!;
    const token = await here.create(user.id);
    const session = (await here.resolve(token))!;
    await elsewhere.revoke(session.sessionId);
    clock.advance(SESSION_CACHE_MS - 1);
    expect((await here.resolve(token))?.sessionId).toBe(session.sessionId);
    clock.advance(1);
    expect(await here.resolve(token)).toBeNull();
  });
});

describe('account stores in memory (the use-case fakes)', () => {
  const clock = new ManualClock();
  const users = new InMemoryUsers();
  const stores: AccountStores = {
    users,
    sessions: new InMemorySessions(clock, users),
    resets: new InMemoryPasswordResets(clock),
    codes: new InMemoryVerificationCodes(clock),
    clock,
  };
  accountStoresContract(() => stores);
});
