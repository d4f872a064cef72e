import type { PlaylistGradeInput } from '@domain/analytics';
import type { PlaylistGradeInputs } from './ports';

/**
 * Each input's latest count, worked out once: the cached grade inputs are the same objects until a
 * write drops them, and a dashboard list asks for every playlist's count on each read.
 */
const latestOfInput = new WeakMap<PlaylistGradeInput, number | null>();

/** Each playlist's latest recorded follower count, by Spotify id (never tracked or never counted: left out). */
export async function latestFollowerCounts(
  gradeInputs: PlaylistGradeInputs,
  playlistIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const [playlistId, input] of await gradeInputs.of(playlistIds)) {
    let latest = latestOfInput.get(input);
    if (latest === undefined) {
      latest = latestCount(input);
      latestOfInput.set(input, latest);
    }
    if (latest !== null) counts.set(playlistId, latest);
  }
  return counts;
}

function latestCount({ points }: PlaylistGradeInput): number | null {
  let latest: { at: number; followers: number } | null = null;
  for (const point of points) {
    const at = Date.parse(point.checked_at);
    if (latest === null || at > latest.at) latest = { at, followers: point.followers };
  }
  return latest?.followers ?? null;
}
