import type { PlaylistGradeInputs } from './ports';

/** Each playlist's latest recorded follower count, by Spotify id (never tracked or never counted: left out). */
export async function latestFollowerCounts(
  gradeInputs: PlaylistGradeInputs,
  playlistIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const [playlistId, { points }] of await gradeInputs.of(playlistIds)) {
    let latest: (typeof points)[number] | null = null;
    for (const point of points)
      if (latest === null || Date.parse(point.checked_at) > Date.parse(latest.checked_at)) latest = point;
    if (latest !== null) counts.set(playlistId, latest.followers);
  }
  return counts;
}
