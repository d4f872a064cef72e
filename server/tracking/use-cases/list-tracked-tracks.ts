import { type TrackedTrackRow, windowChange } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import { derivedOnce } from '../derived-once';
import type { ItemSummaries, ItemSummary } from '../ports';

/**
 * The dashboard's tracks (docs/product.md §3): the user's tracks with their latest reading, the
 * popularity change since the check before it and over 7 and 30 days, and a month of daily
 * popularity; one read.
 */
export async function listTrackedTracks(
  deps: { readonly summaries: ItemSummaries },
  { userId }: { readonly userId: number },
): Promise<Result<readonly TrackedTrackRow[], never>> {
  return ok(rowsOf(await deps.summaries.ofUser(userId, 'track')));
}

const rowsOf = derivedOnce((items: readonly ItemSummary[]): TrackedTrackRow[] =>
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
  })),
);
