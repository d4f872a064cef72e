import type { Clock } from '@domain/ports';
import {
  NO_PLACEMENT_NEWS,
  PLACEMENT_NEWS_MS,
  type PlacementDigest,
  type TrackedArtistRow,
  windowChange,
} from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import { derivedOnceFromTwo } from '../derived-once';
import type { ItemSummaries, ItemSummary, PlacementDigests } from '../ports';

/**
 * The dashboard's artists (docs/product.md §3): the user's artists with their latest reading, the
 * changes since the check before it and over 7 and 30 days, and a month of daily followers; one read.
 */
export async function listTrackedArtists(
  deps: {
    readonly summaries: ItemSummaries;
    readonly placementDigests: PlacementDigests;
    readonly clock: Clock;
  },
  { userId }: { readonly userId: number },
): Promise<Result<readonly TrackedArtistRow[], never>> {
  const since = new Date(deps.clock.now().getTime() - PLACEMENT_NEWS_MS);
  const [items, digests] = await Promise.all([
    deps.summaries.ofUser(userId, 'artist'),
    deps.placementDigests.ofUser(userId, 'artist', since),
  ]);
  return ok(rowsOf(items, digests));
}

const rowsOf = derivedOnceFromTwo(
  (items: readonly ItemSummary[], digests: ReadonlyMap<string, PlacementDigest>): TrackedArtistRow[] =>
    items.map((item) => {
      const week = windowChange(item.followers, item.followers7d);
      const month = windowChange(item.followers, item.followers30d);
      return {
        id: item.id,
        spotify_artist_id: item.spotifyId,
        artist_name: item.name,
        popularity: item.popularity,
        followers: item.followers,
        last_checked: item.checkedAt?.toISOString() ?? null,
        followers_change: item.followersChange,
        popularity_change: item.popularityChange,
        followers_change_7d: week.change,
        followers_change_7d_percent: week.percent,
        followers_change_30d: month.change,
        followers_change_30d_percent: month.percent,
        popularity_change_7d: windowChange(item.popularity, item.popularity7d).change,
        popularity_change_30d: windowChange(item.popularity, item.popularity30d).change,
        sparkline: item.sparkline,
        placements: digests.get(item.spotifyId) ?? NO_PLACEMENT_NEWS,
      };
    }),
);
