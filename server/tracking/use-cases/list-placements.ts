import { gradePlaylist, type PlaylistGradeInput } from '@domain/analytics';
import type { Clock } from '@domain/ports';
import { type Placement, type PlaylistStanding, placementRows } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import { derivedOnce } from '../derived-once';
import type { Placements, PlaylistGradeInputs } from '../ports';

export interface ListPlacementsDeps {
  readonly placements: Placements;
  readonly gradeInputs: PlaylistGradeInputs;
  readonly clock: Clock;
}

const standingOf = derivedOnce(
  (input: PlaylistGradeInput): PlaylistStanding => ({
    verdict: gradePlaylist(input).verdict,
    followers: input.points.at(-1)?.followers ?? null,
  }),
);

/**
 * The tracked playlists carrying a track, or any track by an artist, each graded as its page grades
 * it (gradePlaylist; docs/http-api.md#endpoints, placements). One query for the stays and one read
 * of grade inputs (three queries) for all their playlists.
 */
export async function listPlacements(
  deps: ListPlacementsDeps,
  { kind, spotifyId }: { readonly kind: 'artist' | 'track'; readonly spotifyId: string },
): Promise<Result<Placement[], never>> {
  const stays = await deps.placements.stays(kind, spotifyId);
  const inputs = await deps.gradeInputs.of([...new Set(stays.map((stay) => stay.playlistId))]);
  const standings = new Map([...inputs].map(([id, input]) => [id, standingOf(input)] as const));
  return ok(placementRows(stays, standings, deps.clock.now().toISOString()));
}
