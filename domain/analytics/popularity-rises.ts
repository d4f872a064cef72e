import type { FollowerEvent } from '../catalog/catalog-contracts';
import { parseIsoInstant } from './iso-instant';
import { membershipStart } from './playlist-dynamics';
import type { PlaylistMembership } from './playlist-input';
import { POPULARITY_CHANGE_POINTS } from './significant-change';
import { DAY_MS } from './time-series';
import { lowerBound } from './sorted-search';

/** A tracked track's recorded popularity (0–100), oldest first or not: it is sorted here. */
export interface TrackPopularity {
  readonly trackId: string;
  readonly name: string;
  readonly points: ReadonlyArray<{ readonly checked_at: string; readonly popularity: number }>;
}

/** The tracked tracks seen on a playlist: their stays on it and their popularity. */
export interface PlaylistTrackPopularity {
  readonly stays: readonly PlaylistMembership[];
  readonly tracks: readonly TrackPopularity[];
}

/** A track that rose in popularity during a follower gain, by how many points. */
export interface PopularityRise {
  readonly name: string;
  readonly points: number;
}

/**
 * A rise counts from this many points: the change the app already calls significant for a track
 * (significant-change.ts). Spotify's popularity is a 0–100 index that moves a point or two a day
 * on its own; five points in a few days takes a real wave of plays.
 */
export const CORROBORATING_RISE_POINTS = POPULARITY_CHANGE_POINTS;
/** The rise is looked for over the event's days and one day either side (checks are daily at best). */
export const MARGIN_DAYS = 1;
/** A baseline older than this before the window says nothing about those days. */
export const BASELINE_DAYS = 3;

interface PreparedTrack {
  readonly name: string;
  readonly time: readonly number[];
  readonly popularity: readonly number[];
  /** [start, end] instants of its stays on the playlist; end is +Infinity while it is on it. */
  readonly stays: ReadonlyArray<readonly [number, number]>;
}

/**
 * For each gain event (burst or drip), the tracked tracks that were on the playlist then and whose
 * popularity rose by at least CORROBORATING_RISE_POINTS over the event's UTC days ±1 day, while on
 * the playlist (±1 day): the peak in that window against the last reading up to 3 days before it
 * (else the window's first reading). Readings over 4 days before a stay, or from 1 day after it,
 * never count. Followers bought for a playlist do not play its tracks; listeners brought by a feature
 * or a viral track do. Keyed by the event's index in `events`; largest rises first.
 * O(events × tracks × log readings).
 */
export function popularityRises(
  events: readonly FollowerEvent[],
  input: PlaylistTrackPopularity,
): Map<number, PopularityRise[]> {
  const rises = new Map<number, PopularityRise[]>();
  const windows: Array<{ index: number; from: number; to: number }> = [];
  events.forEach((event, index) => {
    if (event.kind === 'purge') return;
    const from = utcDay(parseIsoInstant(event.start)) - MARGIN_DAYS * DAY_MS;
    const to = utcDay(parseIsoInstant(event.end)) + (MARGIN_DAYS + 1) * DAY_MS;
    if (Number.isFinite(from) && Number.isFinite(to)) windows.push({ index, from, to });
  });
  if (windows.length === 0) return rises;
  const tracks = prepareTracks(input, windows);
  for (const { index, from, to } of windows) {
    const found: PopularityRise[] = [];
    for (const track of tracks) {
      let points = 0;
      for (const [start, end] of track.stays) {
        // Only the days it was on the playlist (a day either side) speak for the playlist's listeners.
        const since = Math.max(from, start - MARGIN_DAYS * DAY_MS);
        const until = Math.min(to, end + MARGIN_DAYS * DAY_MS);
        if (since < until) points = Math.max(points, riseWithin(track, since, until));
      }
      if (points >= CORROBORATING_RISE_POINTS) found.push({ name: track.name, points });
    }
    if (found.length > 0)
      rises.set(
        index,
        found.sort((a, b) => b.points - a.points),
      );
  }
  return rises;
}

/** The peak within [from, to) minus the baseline before it; 0 without readings in that span */
function riseWithin(track: PreparedTrack, from: number, to: number): number {
  const { time, popularity } = track;
  const first = lowerBound(time, from);
  if (first >= time.length || time[first]! >= to) return 0;
  const before = first - 1;
  const hasBaseline = before >= 0 && time[before]! >= from - BASELINE_DAYS * DAY_MS;
  let low = hasBaseline ? popularity[before]! : popularity[first]!;
  let rise = 0;
  // The rise is the largest climb to a later reading, so a fall then a recovery is not counted.
  for (let index = first; index < time.length && time[index]! < to; index += 1) {
    rise = Math.max(rise, popularity[index]! - low);
    low = Math.min(low, popularity[index]!);
  }
  return rise;
}

/** The tracks with a stay overlapping one of the windows (±1 day), their readings parsed. */
function prepareTracks(
  { stays, tracks }: PlaylistTrackPopularity,
  windows: ReadonlyArray<{ readonly from: number; readonly to: number }>,
): PreparedTrack[] {
  const margin = MARGIN_DAYS * DAY_MS;
  const staysOf = new Map<string, Array<readonly [number, number]>>();
  for (const stay of stays) {
    const start = membershipStart(stay);
    const end = stay.removedAt === null ? Number.POSITIVE_INFINITY : parseIsoInstant(stay.removedAt);
    if (!Number.isFinite(start) || Number.isNaN(end)) continue;
    if (!windows.some(({ from, to }) => start - margin < to && end + margin > from)) continue;
    const known = staysOf.get(stay.trackId);
    if (known) known.push([start, end]);
    else staysOf.set(stay.trackId, [[start, end]]);
  }
  const prepared: PreparedTrack[] = [];
  for (const track of tracks) {
    const onPlaylist = staysOf.get(track.trackId);
    if (!onPlaylist || track.points.length === 0) continue;
    prepared.push({ name: track.name, ...timeOrdered(track.points), stays: onPlaylist });
  }
  return prepared;
}

/** Readings as parallel arrays in time order, unparseable ones dropped; sorts only when needed. */
function timeOrdered(points: TrackPopularity['points']): { time: number[]; popularity: number[] } {
  let time: number[] = [];
  let popularity: number[] = [];
  let sorted = true;
  for (const point of points) {
    const instant = parseIsoInstant(point.checked_at);
    if (!Number.isFinite(instant) || !Number.isFinite(point.popularity)) continue;
    if (time.length > 0 && instant < time[time.length - 1]!) sorted = false;
    time.push(instant);
    popularity.push(point.popularity);
  }
  if (!sorted) {
    const order = time.map((_, index) => index).sort((a, b) => time[a]! - time[b]!);
    time = order.map((index) => time[index]!);
    popularity = order.map((index) => popularity[index]!);
  }
  return { time, popularity };
}

function utcDay(instant: number): number {
  return Math.floor(instant / DAY_MS) * DAY_MS;
}
