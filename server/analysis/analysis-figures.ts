import {
  buildPlaylistAnalysis,
  gradePlaylist,
  followerDailyChange,
  growthStats,
  membershipStart,
  type PlaylistTrackFacts,
  playlistDynamics,
} from '@domain/analytics';
import type { FollowerPoint } from '@domain/tracking';
import type { AnalysisFigures, StoredPlaylist } from './ports';

const TURNOVER_WINDOW_MS = 30 * 86_400_000;

/**
 * Every figure of a playlist's analysis, computed on the server from what tracking stored and the
 * tracks on the playlist now: the chart verdict (graded as everywhere, gradePlaylist), growth, the
 * playlist analysis object and turnover.
 */
export function buildAnalysisFigures(
  stored: StoredPlaylist,
  tracks: readonly PlaylistTrackFacts[],
  nowIso: string,
): AnalysisFigures {
  const readings = [...stored.readings].sort((a, b) => Date.parse(a.checked_at) - Date.parse(b.checked_at));
  const points: FollowerPoint[] = [];
  for (const reading of readings) {
    if (reading.followers !== null)
      points.push({ checked_at: reading.checked_at, followers: reading.followers });
  }
  const first = readings[0];
  const last = readings[readings.length - 1];
  const dynamics = playlistDynamics(stored.memberships, nowIso);
  const windowStart = Date.parse(nowIso) - TURNOVER_WINDOW_MS;
  let addedLast30Days = 0;
  let removedLast30Days = 0;
  for (const membership of stored.memberships) {
    if (membershipStart(membership) >= windowStart) addedLast30Days += 1;
    if (membership.removedAt !== null && Date.parse(membership.removedAt) >= windowStart)
      removedLast30Days += 1;
  }
  const watched = readings.length >= 2 && first !== undefined;
  const removalsWatchedSince = watched
    ? new Date(Math.max(windowStart, Date.parse(first.checked_at))).toISOString()
    : null;
  return {
    playlist: {
      spotifyId: stored.spotifyId,
      name: stored.name,
      firstFollowers: points[0]?.followers ?? null,
      followers: points[points.length - 1]?.followers ?? null,
      trackCount: last?.track_count ?? null,
      checks: readings.length,
      firstCheckedAt: first?.checked_at ?? null,
      lastCheckedAt: last?.checked_at ?? null,
    },
    chart: gradePlaylist({ points, stays: stored.memberships, tracks: stored.tracks }),
    growth: growthStats(points),
    dailyChange: followerDailyChange(points),
    contents: buildPlaylistAnalysis({ memberships: stored.memberships, tracks }, nowIso),
    turnover: {
      addedLast30Days,
      removedLast30Days: watched ? removedLast30Days : null,
      removalsWatchedSince,
      latestAdded: dynamics.latestAdded,
      latestActivity: dynamics.latestActivity,
    },
    now: nowIso,
  };
}
