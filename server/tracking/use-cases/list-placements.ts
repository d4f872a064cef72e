import { gradePlaylist, type PlaylistGradeInput } from '@domain/analytics';
import type { Clock } from '@domain/ports';
import { type PlacementsAnswer, type PlaylistStanding, placementRows } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { HistoryCache, Placements, PlaylistGradeInputs } from '../ports';

export interface ListPlacementsDeps {
  readonly placements: Placements;
  readonly gradeInputs: PlaylistGradeInputs;
  readonly historyCache: HistoryCache;
  readonly clock: Clock;
}

/**
 * The tracked playlists carrying a track, or any track by an artist, each graded as its page grades
 * it (gradePlaylist; docs/http-api.md#endpoints, placements), as JSON text. One query for the stays
 * and at most one read of grade inputs (three queries) for the playlists whose grade is not cached;
 * answers and grades are kept with the history answers (dropped whenever new snapshots are written).
 */
export async function listPlacements(
  deps: ListPlacementsDeps,
  { kind, spotifyId }: { readonly kind: 'artist' | 'track'; readonly spotifyId: string },
): Promise<Result<string, never>> {
  return ok(
    await deps.historyCache.json(kind, spotifyId, 'placements', async (): Promise<PlacementsAnswer> => {
      const stays = await deps.placements.stays(kind, spotifyId);
      const standings = await playlistStandings(deps, [...new Set(stays.map((stay) => stay.playlistId))]);
      return { success: true, placements: placementRows(stays, standings, deps.clock.now().toISOString()) };
    }),
  );
}

/** Each playlist's grade and latest follower count, shared between listings through the history cache. */
async function playlistStandings(
  deps: ListPlacementsDeps,
  playlistIds: readonly string[],
): Promise<Map<string, PlaylistStanding>> {
  let inputs: Promise<Map<string, PlaylistGradeInput>> | null = null;
  // The first grade not cached reads every playlist's inputs at once; the others take theirs from it.
  const inputsOf = async (playlistId: string) => {
    inputs ??= deps.gradeInputs.of(playlistIds);
    return (await inputs).get(playlistId) ?? { points: [], stays: [], tracks: [] };
  };
  const standings = await Promise.all(
    playlistIds.map(async (playlistId) => {
      const json = await deps.historyCache.json('playlist', playlistId, 'standing', async () => {
        const input = await inputsOf(playlistId);
        const standing: PlaylistStanding = {
          verdict: gradePlaylist(input).verdict,
          followers: input.points.at(-1)?.followers ?? null,
        };
        return standing;
      });
      return [playlistId, JSON.parse(json) as PlaylistStanding] as const;
    }),
  );
  return new Map(standings);
}
