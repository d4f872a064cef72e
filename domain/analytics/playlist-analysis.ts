import type { PlaylistAnalysis } from '../tracking/history-contracts';
import { AGE_BANDS, distribution, LONGEVITY_BANDS, POPULARITY_BANDS } from './distribution';
import { roundTo2 } from './evidence-format';
import { parseIsoInstant } from './iso-instant';
import { membershipStart, playlistDynamics } from './playlist-dynamics';
import type { PlaylistAnalysisInput, PlaylistMembership, PlaylistTrackFacts } from './playlist-input';
import { parseReleaseDate } from './release-date';
import { DAY_MS } from './time-series';
import { topArtists } from './top-artists';

/** Average days in a month, for track ages in months. */
const DAYS_PER_MONTH = 365.2425 / 12;

/**
 * The playlist analysis object (docs/product.md §3) at `nowIso`: averages (age in months, popularity,
 * longevity in days, durations in ms, rounded to 2 decimals), the three distributions, update
 * frequency, latest additions, top 10 artists, diversity (see `artistDiversityPercentage`), explicit
 * content, and whether every current track was added on the same UTC day. Missing data gives null
 * fields and empty maps, never an exception.
 */
export function buildPlaylistAnalysis(input: PlaylistAnalysisInput, nowIso: string): PlaylistAnalysis {
  const now = parseIsoInstant(nowIso);
  const tracks = input.tracks;
  const dynamics = playlistDynamics(input.memberships, nowIso);
  const ages = numbers(tracks, (track) => {
    const released = parseReleaseDate(track.releaseDate);
    return Number.isFinite(released) && Number.isFinite(now)
      ? Math.max(0, (now - released) / DAY_MS / DAYS_PER_MONTH)
      : null;
  });
  const popularity = numbers(tracks, (track) => track.popularity);
  const durations = numbers(tracks, (track) =>
    track.durationMs !== null && track.durationMs >= 0 ? track.durationMs : null,
  );
  const sameDay = sameAdditionDay(input.memberships, now);
  return {
    average_age: averageOf(ages),
    average_popularity: averageOf(popularity),
    average_longevity:
      dynamics.averageLongevityDays === null ? null : roundTo2(dynamics.averageLongevityDays),
    latest_5_added_dates: dynamics.addedDates.slice(0, 5),
    weekly_track_addition_frequency:
      dynamics.weeklyAddedTracks === null ? null : roundTo2(dynamics.weeklyAddedTracks),
    monthly_track_addition_frequency:
      dynamics.monthlyAddedTracks === null ? null : roundTo2(dynamics.monthlyAddedTracks),
    track_diversity_percentage: artistDiversityPercentage(tracks),
    top_artists: topArtists(tracks),
    explicit_content: explicitContent(tracks),
    average_duration: averageOf(durations),
    shortest_duration: durations.length === 0 ? null : durations.reduce((a, b) => Math.min(a, b)),
    longest_duration: durations.length === 0 ? null : durations.reduce((a, b) => Math.max(a, b)),
    server_now: nowIso,
    all_tracks_same_day: sameDay !== null,
    days_since_all_added: sameDay,
    longevity_distribution: distribution(dynamics.longevityDays, LONGEVITY_BANDS),
    age_distribution: distribution(ages, AGE_BANDS),
    popularity_distribution: distribution(popularity, POPULARITY_BANDS),
  };
}

/**
 * Artist diversity in %: distinct lead (first-listed) artists ÷ tracks. Each track has at most one
 * lead artist, so it lies in 0–100 (100: no lead artist appears twice). Counting every credited
 * artist instead gave more than 100% for playlists of collaborations. Null with no tracks.
 */
export function artistDiversityPercentage(tracks: ReadonlyArray<PlaylistTrackFacts>): number | null {
  if (tracks.length === 0) return null;
  const leads = new Set<string>();
  for (const track of tracks) {
    const lead = track.artists[0];
    if (lead !== undefined) leads.add(lead.id);
  }
  return Math.min(100, roundTo2((leads.size / tracks.length) * 100));
}

function numbers(
  tracks: ReadonlyArray<PlaylistTrackFacts>,
  pick: (track: PlaylistTrackFacts) => number | null,
): number[] {
  const values: number[] = [];
  for (const track of tracks) {
    const value = pick(track);
    if (value !== null && Number.isFinite(value)) values.push(value);
  }
  return values;
}

function averageOf(values: ReadonlyArray<number>): number | null {
  return values.length === 0 ? null : roundTo2(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/** True if any track is explicit, false if all known ones are clean, null if none is known. */
function explicitContent(tracks: ReadonlyArray<PlaylistTrackFacts>): boolean | null {
  let known = false;
  for (const track of tracks) {
    if (track.explicit === true) return true;
    if (track.explicit === false) known = true;
  }
  return known ? false : null;
}

/**
 * Whole UTC calendar days since the day every current track was added, when they all share one;
 * null when they don't or there are none.
 */
function sameAdditionDay(memberships: ReadonlyArray<PlaylistMembership>, now: number): number | null {
  let day: number | null = null;
  for (const membership of memberships) {
    if (membership.removedAt !== null) continue;
    const start = membershipStart(membership);
    if (!Number.isFinite(start)) continue;
    const startDay = Math.floor(start / DAY_MS);
    if (day === null) day = startDay;
    else if (day !== startDay) return null;
  }
  if (day === null || !Number.isFinite(now)) return null;
  return Math.max(0, Math.floor(now / DAY_MS) - day);
}
