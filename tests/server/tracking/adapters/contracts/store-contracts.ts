import { beforeEach, describe } from 'vitest';
import { itemSummariesContract } from './item-summaries-contract';
import { placementDigestsContract } from './placement-digests-contract';
import { refreshCyclesContract } from './refresh-cycles-contract';
import { snapshotsContract } from './snapshots-contract';
import type { StoreBackend, StoreHarness } from './store-harness';
import { trackedItemsContract } from './tracked-items-contract';
import { trackingQueriesContract } from './tracking-queries-contract';

/** Every tracking store port's contract, on empty stores of `backend` for each test. */
export function storeContracts(backend: StoreBackend): void {
  let current: StoreHarness;
  const stores = () => current;
  beforeEach(async () => {
    current = await backend.fresh();
  });

  describe('TrackedItems', () => trackedItemsContract(stores));
  describe('Snapshots and SnapshotHistory', () => snapshotsContract(stores));
  describe('ItemSummaries', () => itemSummariesContract(stores));
  describe('PlacementDigests', () => placementDigestsContract(stores));
  describe('RefreshCycles', () => refreshCyclesContract(stores));
  describe('TrackingQueries', () => trackingQueriesContract(stores));
}
