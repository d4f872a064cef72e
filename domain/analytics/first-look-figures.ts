import type { FirstLookFigures } from '../catalog/first-look-contracts';
import { parseIsoInstant } from './iso-instant';
import { median } from './robust-statistics';
import { DAY_MS } from './time-series';

/** One track as the first reading shows it. */
export interface FirstLookTrack {
  /** When it was added (ISO 8601); null when the service does not say. */
  readonly addedAt: string | null;
  /** Its artists' ids (item keys), lead artist first. */
  readonly artistIds: readonly string[];
}

/** A track is recent when added within this many days… */
export const RECENT_DAYS = 14;
/** …and the weekly cadence counts the additions of this many days. */
const CADENCE_DAYS = 28;

/**
 * What one reading of a playlist's contents measures (first-look-contracts.ts): the cadence of the
 * current tracks' additions, how long they have stayed, its lead artists' audiences where known,
 * and its followers per day of the age its oldest track gives it. Dates after `now` count as now.
 */
export function firstLookFigures(
  tracks: readonly FirstLookTrack[],
  followers: number | null,
  artistFollowers: ReadonlyMap<string, number | null>,
  nowIso: string,
): FirstLookFigures {
  const now = parseIsoInstant(nowIso);
  const stays: number[] = [];
  for (const track of tracks) {
    if (track.addedAt === null) continue;
    const added = parseIsoInstant(track.addedAt);
    if (Number.isFinite(added)) stays.push(Math.max(0, (now - added) / DAY_MS));
  }
  const dated = stays.length;
  const recent = stays.filter((days) => days <= RECENT_DAYS).length;
  const cadence = stays.filter((days) => days <= CADENCE_DAYS).length;
  const oldest = dated === 0 ? null : Math.max(...stays);

  const leads = [...new Set(tracks.flatMap((track) => track.artistIds.slice(0, 1)))];
  const audiences: number[] = [];
  for (const artist of leads) {
    const audience = artistFollowers.get(artist);
    if (audience !== undefined && audience !== null) audiences.push(audience);
  }
  return {
    tracks_read: tracks.length,
    dated_tracks: dated,
    additions_per_week: dated === 0 ? null : round1(cadence / (CADENCE_DAYS / 7)),
    recent_share: dated === 0 ? null : Math.round((recent / dated) * 1000) / 1000,
    median_stay_days: dated === 0 ? null : round1(median(stays)),
    oldest_stay_days: oldest === null ? null : round1(oldest),
    median_artist_followers: audiences.length === 0 ? null : Math.round(median(audiences)),
    artists_known: audiences.length,
    artists: leads.length,
    followers_per_day:
      followers === null || oldest === null ? null : Math.round(followers / Math.max(oldest, 1)),
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
