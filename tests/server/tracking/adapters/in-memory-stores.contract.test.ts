import { describe } from 'vitest';
import { storeContracts } from './contracts/store-contracts';
import { inMemoryBackend } from './contracts/store-harness';

// The fakes the use-case tests run on keep the contracts the Kysely adapters keep.
describe('in-memory tracking stores', () => {
  storeContracts(inMemoryBackend());
});
