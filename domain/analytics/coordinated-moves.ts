import { formatCount } from '../formatting/numbers';
import { DAY_MS } from './time-series';

/** One reading of a playlist's followers. */
export interface FollowerPoint {
  readonly checked_at: string;
  readonly followers: number | null;
}

/** One of an owner's playlists and its follower history, oldest reading first. */
export interface OwnerPlaylistHistory {
  readonly playlistId: string;
  readonly name: string;
  readonly points: readonly FollowerPoint[];
}

/** A UTC day on which several of one owner's playlists jumped. */
export interface CoordinatedMove {
  /** `YYYY-MM-DD`, UTC. */
  readonly day: string;
  /** The playlists that jumped that day, with the followers each gained. */
  readonly gains: ReadonlyArray<{
    readonly playlistId: string;
    readonly name: string;
    readonly gained: number;
  }>;
}

/**
 * A jump is a gain between two readings at most two days apart that is material (at least 50
 * followers and 1% of the audience: what one share of a playlist brings, and what bot sellers sell)
 * and at least four times the playlist's typical move between readings: listeners rarely move
 * several of one curator's playlists that much on the same day, bought followers do.
 */
const MIN_GAIN = 50;
const MIN_SHARE = 0.01;
const OVER_TYPICAL = 4;
const MAX_GAP_MS = 2 * DAY_MS;

/**
 * The UTC days on which at least two of one owner's playlists jumped (see above), oldest first.
 * Each playlist's jump is dated by the reading that saw it.
 */
export function coordinatedMoves(histories: readonly OwnerPlaylistHistory[]): CoordinatedMove[] {
  const byDay = new Map<string, Array<{ playlistId: string; name: string; gained: number }>>();
  for (const history of histories) {
    for (const jump of jumpsOf(history.points)) {
      const gains = byDay.get(jump.day) ?? [];
      if (!gains.some((gain) => gain.playlistId === history.playlistId)) {
        gains.push({ playlistId: history.playlistId, name: history.name, gained: jump.gained });
      }
      byDay.set(jump.day, gains);
    }
  }
  return [...byDay]
    .filter(([, gains]) => gains.length >= 2)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, gains]) => ({ day, gains }));
}

/** The moves `playlistId` took part in. */
export function movesOf(moves: readonly CoordinatedMove[], playlistId: string): CoordinatedMove[] {
  return moves.filter((move) => move.gains.some((gain) => gain.playlistId === playlistId));
}

/**
 * The verdict's reason for a playlist that jumped with its curator's other playlists, or null when
 * it took part in none: `Gained 1,200 followers on 2026-03-04, the same day as 1 other playlist by
 * this curator (Night Drive): coordinated jumps across one owner's playlists are a sign of bought
 * followers.`
 */
export function coordinatedMoveReason(moves: readonly CoordinatedMove[], playlistId: string): string | null {
  const own = movesOf(moves, playlistId);
  if (own.length === 0) return null;
  const days = own.map((move) => {
    const mine = move.gains.find((gain) => gain.playlistId === playlistId)!;
    const others = move.gains.filter((gain) => gain.playlistId !== playlistId);
    const names = others.map((gain) => gain.name).join(', ');
    const count = `${others.length} other playlist${others.length === 1 ? '' : 's'}`;
    return `${formatCount(mine.gained)} followers on ${move.day}, the same day as ${count} by this curator (${names})`;
  });
  return `Gained ${days.join('; ')}: coordinated jumps across one owner's playlists are a sign of bought followers.`;
}

function jumpsOf(points: readonly FollowerPoint[]): Array<{ day: string; gained: number }> {
  const steps: Array<{ at: number; before: number; change: number }> = [];
  let previous: { at: number; followers: number } | null = null;
  for (const point of points) {
    const at = Date.parse(point.checked_at);
    if (point.followers === null || Number.isNaN(at)) continue;
    if (previous && at - previous.at <= MAX_GAP_MS && at > previous.at) {
      steps.push({ at, before: previous.followers, change: point.followers - previous.followers });
    }
    previous = { at, followers: point.followers };
  }
  const typical = median(steps.map((step) => Math.abs(step.change)));
  return steps
    .filter(
      (step) =>
        step.change >= MIN_GAIN &&
        step.change >= MIN_SHARE * step.before &&
        step.change >= OVER_TYPICAL * Math.max(typical, 1),
    )
    .map((step) => ({ day: new Date(step.at).toISOString().slice(0, 10), gained: step.change }));
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
