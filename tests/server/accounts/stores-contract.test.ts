import { describe } from 'vitest';
import { KyselyPasswordResets } from '@server/accounts/adapters/kysely-password-resets';
import { KyselySessions } from '@server/accounts/adapters/kysely-sessions';
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
