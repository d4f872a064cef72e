import { teamListeningEvidence, verdictWithListening } from '@domain/analytics';
import type { ListeningReads } from '@domain/listening';
import type { TrackedPlaylistRow } from '@domain/tracking';
import { latestFollowerCounts } from '../latest-follower-counts';
import type { PlaylistGradeInputs } from '../ports';

export interface WeighListedListeningDeps {
  /** The account's imported Spotify for Artists listening. */
  readonly listening: ListeningReads;
  readonly gradeInputs: PlaylistGradeInputs;
}

/**
 * The dashboard's playlists with each grade weighed with the account's own listening, as the playlist
 * page weighs it (domain/analytics/verdict-with-listening.ts); the rows as they are when the account
 * imported nothing (the shared, cached list then stays the answer).
 */
export async function weighListedListening(
  deps: WeighListedListeningDeps,
  userId: number,
  rows: readonly TrackedPlaylistRow[],
): Promise<readonly TrackedPlaylistRow[]> {
  const team = await deps.listening.teamPlaylists(userId);
  if (team.length === 0) return rows;
  const keys = new Set(rows.map((row) => row.spotify_playlist_id));
  for (const playlist of team) if (playlist.playlist_key !== null) keys.add(playlist.playlist_key);
  const counts = await latestFollowerCounts(deps.gradeInputs, [...keys]);
  return rows.map((row) => {
    const evidence = teamListeningEvidence(row.spotify_playlist_id, row.followers, team, counts);
    const { verdict, confidence, listening } = verdictWithListening(
      {
        source: 'chart_analysis',
        verdict: row.verdict ?? 'insufficient_data',
        confidence: row.confidence ?? 'low',
        reasons: [],
      },
      evidence,
    );
    return { ...row, verdict_with_listening: { verdict, confidence, listening } };
  });
}
