import { gradePlaylistWithKept, teamListeningEvidence, verdictWithListening } from '@domain/analytics';
import type { ListeningReads, PlaylistListening } from '@domain/listening';
import type { TrackedPlaylistRow } from '@domain/tracking';
import { latestFollowerCounts } from '../latest-follower-counts';
import type { PlaylistGradeInputs } from '../ports';

export interface WeighListedListeningDeps {
  /** The account's imported Spotify for Artists listening and kept readings. */
  readonly listening: ListeningReads;
  readonly gradeInputs: PlaylistGradeInputs;
}

/**
 * The dashboard's playlists with each grade as the playlist page gives the account: graded with its
 * kept readings among the checks when it imported some for the playlist (gradePlaylistWithKept), then
 * weighed with its own listening (domain/analytics/verdict-with-listening.ts). The rows as they are
 * when the account imported nothing (the shared, cached list then stays the answer).
 */
export async function weighListedListening(
  deps: WeighListedListeningDeps,
  userId: number,
  rows: readonly TrackedPlaylistRow[],
): Promise<readonly TrackedPlaylistRow[]> {
  const ids = rows.map((row) => row.spotify_playlist_id);
  const [team, kept] = await Promise.all([
    deps.listening.teamPlaylists(userId),
    deps.listening.keptReadingsOfMany(userId, 'playlist', ids),
  ]);
  if (team.length === 0 && kept.size === 0) return rows;
  return weighedOnce(rows, team, kept, () => weigh(deps, rows, team, kept));
}

type Rows = readonly TrackedPlaylistRow[];
type Team = readonly PlaylistListening[];
type Kept = ReadonlyMap<string, ReadonlyArray<{ date: string; count: number }>>;

const weighings = new WeakMap<Rows, WeakMap<Team, WeakMap<Kept, Promise<Rows>>>>();

/**
 * The weighed rows once per (rows, team, kept) answer objects: each is the same object until its cache
 * drops it (a snapshot of any playlist, an import), so a revisit answers the same rows (and the route
 * the same JSON) instead of weighing, serialising and compressing them again. A failed weighing is not kept.
 */
function weighedOnce(rows: Rows, team: Team, kept: Kept, weighNow: () => Promise<Rows>): Promise<Rows> {
  const byTeam = weighings.get(rows) ?? new WeakMap<Team, WeakMap<Kept, Promise<Rows>>>();
  weighings.set(rows, byTeam);
  const byKept = byTeam.get(team) ?? new WeakMap<Kept, Promise<Rows>>();
  byTeam.set(team, byKept);
  const known = byKept.get(kept);
  if (known) return known;
  const weighing = weighNow();
  byKept.set(kept, weighing);
  weighing.catch(() => byKept.delete(kept));
  return weighing;
}

async function weigh(deps: WeighListedListeningDeps, rows: Rows, team: Team, kept: Kept): Promise<Rows> {
  const ids = rows.map((row) => row.spotify_playlist_id);
  const keys = new Set(team.length === 0 ? [] : ids);
  for (const playlist of team) if (playlist.playlist_key !== null) keys.add(playlist.playlist_key);
  const [counts, keptInputs] = await Promise.all([
    latestFollowerCounts(deps.gradeInputs, [...keys]),
    kept.size === 0 ? new Map() : deps.gradeInputs.of([...kept.keys()]),
  ]);
  return rows.map((row) => {
    const id = row.spotify_playlist_id;
    const readings = kept.get(id);
    const inputs = keptInputs.get(id) ?? { points: [], stays: [], tracks: [] };
    const chart = readings ? gradePlaylistWithKept(inputs, readings) : null;
    const evidence = teamListeningEvidence(id, row.followers, team, counts);
    const { verdict, confidence, listening } = verdictWithListening(
      {
        source: 'chart_analysis',
        verdict: chart?.verdict ?? row.verdict ?? 'insufficient_data',
        confidence: chart?.confidence ?? row.confidence ?? 'low',
        reasons: [],
      },
      evidence,
    );
    return { ...row, verdict_with_listening: { verdict, confidence, listening } };
  });
}
