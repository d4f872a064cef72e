import { parseIsoInstant } from './iso-instant';
import type { PlaylistMembership } from './playlist-input';
import { DAY_MS } from './time-series';

/** How a playlist changes over time, derived from membership events. */
export interface PlaylistDynamics {
  /** Tracks added per 7 days, from the first known addition to now; null without additions. */
  readonly weeklyAddedTracks: number | null;
  /** Tracks added per 30 days, over the same span. */
  readonly monthlyAddedTracks: number | null;
  /** Days each membership lasted (still-present tracks count to now), in input order. */
  readonly longevityDays: readonly number[];
  readonly averageLongevityDays: number | null;
  /** Newest addition first, ISO 8601 UTC. */
  readonly addedDates: readonly string[];
  /** The latest addition, or null. */
  readonly latestAdded: string | null;
  /** The latest addition or removal, or null. */
  readonly latestActivity: string | null;
}

/**
 * Update frequency, track longevity and latest activity of a playlist. A membership's start is its
 * `addedAt`, or when we first saw it if the music service gave none; its end is `removedAt`, or
 * `nowIso` while present. Unparseable timestamps are skipped; longevity never goes below 0.
 */
export function playlistDynamics(
  memberships: ReadonlyArray<PlaylistMembership>,
  nowIso: string,
): PlaylistDynamics {
  const now = parseIsoInstant(nowIso);
  const starts: number[] = [];
  const longevityDays: number[] = [];
  let latestActivity = Number.NEGATIVE_INFINITY;
  for (const membership of memberships) {
    const start = membershipStart(membership);
    if (!Number.isFinite(start)) continue;
    starts.push(start);
    const removed = membership.removedAt === null ? Number.NaN : parseIsoInstant(membership.removedAt);
    const end = Number.isFinite(removed) ? removed : now;
    if (Number.isFinite(end)) longevityDays.push(Math.max(0, (end - start) / DAY_MS));
    latestActivity = Math.max(latestActivity, start, Number.isFinite(removed) ? removed : start);
  }
  starts.sort((a, b) => b - a);
  const newest = starts[0];
  const oldest = starts[starts.length - 1];
  const spanDays =
    newest !== undefined && oldest !== undefined && Number.isFinite(now)
      ? Math.max(1, (now - oldest) / DAY_MS)
      : null;
  return {
    weeklyAddedTracks: spanDays === null ? null : (starts.length / spanDays) * 7,
    monthlyAddedTracks: spanDays === null ? null : (starts.length / spanDays) * 30,
    longevityDays,
    averageLongevityDays:
      longevityDays.length === 0
        ? null
        : longevityDays.reduce((sum, days) => sum + days, 0) / longevityDays.length,
    addedDates: starts.map((time) => new Date(time).toISOString()),
    latestAdded: newest === undefined ? null : new Date(newest).toISOString(),
    latestActivity: Number.isFinite(latestActivity) ? new Date(latestActivity).toISOString() : null,
  };
}

/** When a membership began: `addedAt` when known and valid, otherwise when we first saw the track. */
export function membershipStart(membership: PlaylistMembership): number {
  const added = membership.addedAt === null ? Number.NaN : parseIsoInstant(membership.addedAt);
  return Number.isFinite(added) ? added : parseIsoInstant(membership.firstSeen);
}
