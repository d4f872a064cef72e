import { KyselyRecentReadings } from '@server/tracking/adapters/kysely-recent-readings';
import type { Kysely } from 'kysely';
import type { Clock, MusicService } from '@domain/ports';
import type { DB } from '@server/db/schema';
import { KyselyItemSummaries } from '@server/tracking/adapters/kysely-item-summaries';
import { KyselyPlacementDigests } from '@server/tracking/adapters/kysely-placement-digests';
import { KyselyPlaylistGradeInputs } from '@server/tracking/adapters/kysely-playlist-grade-inputs';
import { KyselyRefreshCycles } from '@server/tracking/adapters/kysely-refresh-cycles';
import { KyselySnapshotHistory } from '@server/tracking/adapters/kysely-snapshot-history';
import { KyselySnapshots } from '@server/tracking/adapters/kysely-snapshots';
import { KyselyTrackedItems } from '@server/tracking/adapters/kysely-tracked-items';
import { KyselyTrackingStarts } from '@server/tracking/adapters/kysely-tracking-starts';
import type { TrackingQueries } from '@server/tracking/ports';
import { trackingQueries } from '@server/tracking/tracking-queries';

/** The tracking use cases' ports on a real database, as the tracking module builds them. */
export function kyselyTrackingPorts(db: Kysely<DB>, music: MusicService, clock: Clock) {
  return {
    music,
    clock,
    items: new KyselyTrackedItems(db),
    summaries: new KyselyItemSummaries(db),
    placementDigests: new KyselyPlacementDigests(db),
    starts: new KyselyTrackingStarts(db),
    snapshots: new KyselySnapshots(db),
    history: new KyselySnapshotHistory(db),
    cycles: new KyselyRefreshCycles(db),
  };
}

/** Tracking's query port on a real database, as the tracking module builds it. */
export function kyselyTrackingQueries(db: Kysely<DB>): TrackingQueries {
  return trackingQueries({
    items: new KyselyTrackedItems(db),
    history: new KyselySnapshotHistory(db),
    gradeInputs: new KyselyPlaylistGradeInputs(db),
    recent: new KyselyRecentReadings(db),
  });
}
