import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { BACKENDS } from '../support/tracking-database';
import { notificationStateContract } from './contracts/notification-state-contract';
import { refreshCyclesContract } from './contracts/refresh-cycles-contract';
import {
  inMemoryBackend,
  kyselyBackend,
  type StoreBackend,
  type StoreHarness,
} from './contracts/store-harness';
import { snapshotsContract } from './contracts/snapshots-contract';
import { trackedItemsContract } from './contracts/tracked-items-contract';

// The Kysely adapters on PGlite (and PostgreSQL with TEST_DATABASE_URL), and the in-memory fakes the
// use-case tests run on, all held to the same contracts. One database per backend for every suite.
describe.each(['in-memory fakes', ...BACKENDS] as const)('tracking stores on %s', (backend) => {
  let stores: StoreBackend;
  let current: StoreHarness;
  const harness = () => current;

  beforeAll(async () => {
    stores = backend === 'in-memory fakes' ? inMemoryBackend() : await kyselyBackend(backend);
  });
  afterAll(async () => stores.close());
  beforeEach(async () => {
    current = await stores.fresh();
  });

  describe('TrackedItems', () => trackedItemsContract(harness));
  describe('Snapshots, SnapshotHistory and PlaylistMemberships', () => snapshotsContract(harness));
  describe('RefreshCycles', () => refreshCyclesContract(harness));
  describe('NotificationState', () => notificationStateContract(harness));
});
