import { InMemoryRecentReadings } from '../../../../support/fakes/tracking/in-memory-recent-readings';
import { KyselyRecentReadings } from '@server/tracking/adapters/kysely-recent-readings';
import type { ItemReading, TrackedKind } from '@domain/tracking';
import { KyselyItemSummaries } from '@server/tracking/adapters/kysely-item-summaries';
import { KyselyPlacementDigests } from '@server/tracking/adapters/kysely-placement-digests';
import { KyselyPlaylistGradeInputs } from '@server/tracking/adapters/kysely-playlist-grade-inputs';
import { KyselyRefreshCycles } from '@server/tracking/adapters/kysely-refresh-cycles';
import { KyselySnapshotHistory } from '@server/tracking/adapters/kysely-snapshot-history';
import { KyselySnapshots } from '@server/tracking/adapters/kysely-snapshots';
import { KyselyTrackedItems } from '@server/tracking/adapters/kysely-tracked-items';
import type {
  ItemSummaries,
  PlacementDigests,
  PlaylistGradeInputs,
  RefreshCycles,
  SnapshotHistory,
  Snapshots,
  TrackedItems,
  TrackingQueries,
} from '@server/tracking/ports';
import { trackingQueries } from '@server/tracking/tracking-queries';
import { InMemoryItemSummaries } from '../../../../support/fakes/tracking/in-memory-item-summaries';
import { InMemoryPlacementDigests } from '../../../../support/fakes/tracking/in-memory-placement-digests';
import { InMemoryPlaylistGradeInputs } from '../../../../support/fakes/tracking/in-memory-playlist-grade-inputs';
import { InMemoryRefreshCycles } from '../../../../support/fakes/tracking/in-memory-refresh-cycles';
import {
  InMemorySnapshotHistory,
  InMemorySnapshots,
} from '../../../../support/fakes/tracking/in-memory-snapshots';
import { InMemoryTrackedItems } from '../../../../support/fakes/tracking/in-memory-tracked-items';
import { TrackingTables } from '../../../../support/fakes/tracking/tracking-tables';
import type { TrackingDatabase } from '../../support/tracking-database';

/** The tracking stores of one backend, empty at the start of each test. */
export interface StoreHarness {
  readonly items: TrackedItems;
  readonly summaries: ItemSummaries;
  readonly placementDigests: PlacementDigests;
  readonly snapshots: Snapshots;
  readonly history: SnapshotHistory;
  readonly gradeInputs: PlaylistGradeInputs;
  readonly cycles: RefreshCycles;
  /** Tracking's query port on these stores, as the module builds it. */
  readonly queries: TrackingQueries;
  /** A verified user. */
  addUser(email: string): Promise<number>;
}

export interface StoreBackend {
  /** Empties the stores and answers them. */
  fresh(): Promise<StoreHarness>;
}

export function inMemoryBackend(): StoreBackend {
  return {
    async fresh() {
      const tables = new TrackingTables();
      const history = new InMemorySnapshotHistory(tables);
      const items = new InMemoryTrackedItems(tables);
      const gradeInputs = new InMemoryPlaylistGradeInputs(tables);
      return {
        items,
        summaries: new InMemoryItemSummaries(tables),
        placementDigests: new InMemoryPlacementDigests(tables, gradeInputs),
        snapshots: new InMemorySnapshots(tables),
        history,
        gradeInputs,
        cycles: new InMemoryRefreshCycles(tables),
        queries: trackingQueries({
          items,
          history,
          gradeInputs,
          recent: new InMemoryRecentReadings(tables),
        }),
        addUser: async (email) => tables.addUser(email),
      };
    },
  };
}

/** The Kysely adapters on `database`, emptied by `fresh()`. */
export function kyselyBackend(database: () => TrackingDatabase): StoreBackend {
  return {
    async fresh() {
      await database().reset();
      const { db } = database();
      const items = new KyselyTrackedItems(db);
      const history = new KyselySnapshotHistory(db);
      const gradeInputs = new KyselyPlaylistGradeInputs(db);
      return {
        items,
        summaries: new KyselyItemSummaries(db),
        placementDigests: new KyselyPlacementDigests(db),
        snapshots: new KyselySnapshots(db),
        history,
        gradeInputs,
        cycles: new KyselyRefreshCycles(db),
        queries: trackingQueries({
          items,
          history,
          gradeInputs,
          recent: new KyselyRecentReadings(db),
        }),
        async addUser(email) {
          const user = await db
            .insertInto('users')
            .values({
              email,
              password_hash: null,
              verified: true,
              created_at: new Date('2026-01-01T00:00:00Z'),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return user.id;
        },
      };
    },
  };
}

/** A reading as the music service would give it; numbers default to null. */
export function reading(
  kind: TrackedKind,
  spotifyId: string,
  values: Partial<ItemReading> = {},
): ItemReading {
  return {
    kind,
    spotifyId,
    name: `${kind} ${spotifyId.slice(0, 4)}`,
    extra: {},
    followers: null,
    popularity: null,
    trackCount: null,
    snapshotId: null,
    members: null,
    ...values,
  };
}

export const at = (day: number, hour = 6) => new Date(Date.UTC(2026, 2, day, hour));

/** A new cycle started (and finished) on the given day; answers its id. */
export async function pastCycle(stores: StoreHarness, day: number): Promise<number> {
  const cycle = await stores.cycles.open(at(day));
  await stores.cycles.finish(cycle.id, at(day));
  return cycle.id;
}
