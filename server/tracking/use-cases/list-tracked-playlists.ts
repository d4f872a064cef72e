import { type TrackedPlaylistRow, windowChange } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import { derivedOnce } from '../derived-once';
import type { ItemSummaries, ItemSummary } from '../ports';

/**
 * The dashboard's playlists (docs/product.md §3): the user's playlists with their latest reading,
 * the follower change since the check before it and over 7 and 30 days, a month of daily followers
 * and the bot check's grade with its confidence (curation churn weighed in); one read.
 */
export async function listTrackedPlaylists(
  deps: { readonly summaries: ItemSummaries },
  { userId }: { readonly userId: number },
): Promise<Result<readonly TrackedPlaylistRow[], never>> {
  return ok(rowsOf(await deps.summaries.ofUser(userId, 'playlist')));
}

const rowsOf = derivedOnce((items: readonly ItemSummary[]): TrackedPlaylistRow[] =>
  items.map((item) => {
    const week = windowChange(item.followers, item.followers7d);
    const month = windowChange(item.followers, item.followers30d);
    return {
      id: item.id,
      spotify_playlist_id: item.spotifyId,
      playlist_name: item.name,
      followers: item.followers,
      number_of_tracks: item.trackCount,
      last_checked: item.checkedAt?.toISOString() ?? null,
      followers_change: item.followersChange,
      followers_change_7d: week.change,
      followers_change_7d_percent: week.percent,
      followers_change_30d: month.change,
      followers_change_30d_percent: month.percent,
      sparkline: item.sparkline,
      verdict: item.verdict ?? 'insufficient_data',
      confidence: item.confidence,
    };
  }),
);
