import type { Clock } from '@domain/ports';
import {
  NO_PLACEMENT_NEWS,
  PLACEMENT_NEWS_MS,
  type PlacementDigest,
  type TrackedTrackRow,
  windowChange,
} from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import { derivedOnceFromTwo } from '../derived-once';
import type { ItemSummaries, ItemSummary, PlacementDigests } from '../ports';

/**
 * The dashboard's tracks (docs/product.md §3): the user's tracks with their latest reading, the
 * popularity change since the check before it and over 7 and 30 days, and a month of daily
 * popularity; one read.
 */
export async function listTrackedTracks(
  deps: {
    readonly summaries: ItemSummaries;
    readonly placementDigests: PlacementDigests;
    readonly clock: Clock;
  },
  { userId }: { readonly userId: number },
): Promise<Result<readonly TrackedTrackRow[], never>> {
  const since = new Date(deps.clock.now().getTime() - PLACEMENT_NEWS_MS);
  const [items, digests] = await Promise.all([
    deps.summaries.ofUser(userId, 'track'),
    deps.placementDigests.ofUser(userId, 'track', since),
  ]);
  return ok(rowsOf(items, digests));
}

const rowsOf = derivedOnceFromTwo(
  (items: readonly ItemSummary[], digests: ReadonlyMap<string, PlacementDigest>): TrackedTrackRow[] =>
    items.map((item) => ({
      id: item.id,
      spotify_track_id: item.spotifyId,
      track_name: item.name,
      artist_names: item.extra.artist_names ?? '',
      popularity: item.popularity,
      last_checked: item.checkedAt?.toISOString() ?? null,
      popularity_change: item.popularityChange,
      popularity_change_7d: windowChange(item.popularity, item.popularity7d).change,
      popularity_change_30d: windowChange(item.popularity, item.popularity30d).change,
      sparkline: item.sparkline,
      placements: digests.get(item.spotifyId) ?? NO_PLACEMENT_NEWS,
    })),
);
