import { afterAll, beforeAll, describe } from 'vitest';
import { BACKENDS, openTrackingDatabase, type TrackingDatabase } from '../support/tracking-database';
import { storeContracts } from './contracts/store-contracts';
import { inMemoryBackend, kyselyBackend } from './contracts/store-harness';
import { refreshCycleScenarios } from './refresh-cycle-scenarios';

// The fakes the use-case tests run on keep the contracts the Kysely adapters keep.
describe('in-memory tracking stores', () => storeContracts(inMemoryBackend()));

// PGlite always, PostgreSQL with TEST_DATABASE_URL. Opening a database is the slow part, so the store
// contracts and the refresh-cycle scenarios share one per backend.
describe.each(BACKENDS)('Kysely tracking stores on %s', (backend) => {
  let database: TrackingDatabase;
  beforeAll(async () => {
    database = await openTrackingDatabase(backend);
  });
  afterAll(async () => database.close());

  describe('store contracts', () => storeContracts(kyselyBackend(() => database)));
  describe('refresh cycles', () => refreshCycleScenarios(() => database));
});
