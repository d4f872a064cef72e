import { analyzeFollowerChart, curationChurn } from '@domain/analytics';
import type { ChartAnalysis } from '@domain/catalog';
import type { Clock } from '@domain/ports/clock';
import { lastChange, type TrackedPlaylistRow } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { PlaylistMemberships, SnapshotHistory, TrackedItems } from '../ports';

/**
 * The dashboard's playlists (docs/product.md §3): the user's playlists with their latest reading,
 * the follower change since the check before it and the bot check's verdict.
 */
export async function listTrackedPlaylists(
  deps: {
    readonly items: TrackedItems;
    readonly history: SnapshotHistory;
    /** With both, the grade weighs curation churn as the playlist page does. */
    readonly memberships?: PlaylistMemberships;
    readonly clock?: Clock;
  },
  { userId }: { readonly userId: number },
): Promise<Result<TrackedPlaylistRow[], never>> {
  const items = await deps.items.latestOfUser(userId, 'playlist');
  const rows = await Promise.all(
    items.map(async (item) => {
      const [points, stays] = await Promise.all([
        deps.history.playlistFollowers(item.spotifyId),
        deps.memberships?.stays(item.spotifyId) ?? [],
      ]);
      const churn = deps.clock ? curationChurn(stays, deps.clock.now().toISOString()) : null;
      return {
        id: item.id,
        spotify_playlist_id: item.spotifyId,
        playlist_name: item.name,
        followers: item.followers,
        number_of_tracks: item.trackCount,
        last_checked: item.checkedAt?.toISOString() ?? null,
        followers_change: lastChange(points.map((point) => point.followers)),
        ...gradeOf(analyzeFollowerChart(points, { churn })),
      };
    }),
  );
  return ok(rows);
}

/** The grade and its confidence; the dashboard shows no more of the analysis. */
function gradeOf({ verdict, confidence }: ChartAnalysis): Pick<TrackedPlaylistRow, 'verdict' | 'confidence'> {
  return { verdict, confidence };
}
