import {
  followerGradeOf,
  listeningEvidence,
  teamListeningEvidence,
  verdictWithListening,
} from '@domain/analytics';
import type { ChartAnalysis, ListeningEvidence, PlaylistInfo, VerdictWithListening } from '@domain/catalog';
import type { ListeningReads } from '@domain/listening';
import type { KeptReadingCharts, PlaylistFollowerCounts } from '../ports';

export interface PlaylistListeningDeps {
  /** The account's imported Spotify for Artists listening (issue 34), read for that account alone. */
  readonly listening: ListeningReads;
  /** The team's other playlists are divided by the follower counts tracking recorded of them. */
  readonly followerCounts: PlaylistFollowerCounts;
  /** The playlist graded with the account's kept readings among its checks (issue 34 point 4). */
  readonly keptCharts: KeptReadingCharts;
}

/** What a signed-in `GET /api/playlist/{id}` adds for its viewer; never part of a shared or cached answer. */
export interface PlaylistListeningAnswer {
  readonly listening: ListeningEvidence;
  readonly verdict_with_listening: VerdictWithListening;
}

/**
 * The viewer's own listening evidence for the playlist, against the account's other imported
 * playlists, and the playlist's grade weighed with it (domain/analytics/verdict-with-listening.ts).
 * The follower grade weighed is graded with the account's kept readings when it imported some, so a
 * playlist tracked today can have its verdict at once, for that account alone.
 */
export async function playlistListening(
  deps: PlaylistListeningDeps,
  userId: number,
  info: PlaylistInfo,
): Promise<PlaylistListeningAnswer> {
  const [listening, chart] = await Promise.all([
    evidenceOf(deps, userId, info),
    ownChart(deps, userId, info),
  ]);
  return {
    listening,
    verdict_with_listening: verdictWithListening(followerGradeOf(chart, info.first_look), listening),
  };
}

/** The shared chart, or the chart with the account's kept readings when it imported some. */
async function ownChart(
  deps: PlaylistListeningDeps,
  userId: number,
  info: PlaylistInfo,
): Promise<ChartAnalysis> {
  const kept = await deps.listening.keptReadings(userId, { kind: 'playlist', key: info.id });
  return kept.length === 0 ? info.chart_analysis : deps.keptCharts.playlistChartWithKept(info.id, kept);
}

async function evidenceOf(
  deps: PlaylistListeningDeps,
  userId: number,
  info: PlaylistInfo,
): Promise<ListeningEvidence> {
  const own = await deps.listening.playlistListening(userId, info.id);
  if (own === null) return listeningEvidence({ playlist: null, followers: info.followers, others: [] });
  const team = await deps.listening.teamPlaylists(userId);
  const keys = team.flatMap((playlist) => (playlist.playlist_key === null ? [] : [playlist.playlist_key]));
  const counts = await deps.followerCounts.latest([...new Set([info.id, ...keys])]);
  return teamListeningEvidence(
    info.id,
    info.followers,
    [own, ...team.filter((p) => p.playlist_key !== info.id)],
    counts,
  );
}
