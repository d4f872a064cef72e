import { parseIsoInstant } from './iso-instant';
import { membershipStart } from './playlist-dynamics';
import type { PlaylistMembership } from './playlist-input';
import { median } from './robust-statistics';
import { DAY_MS } from './time-series';

/** How fast a playlist's tracks come and go, from the additions we watched happen. */
export interface CurationChurn {
  /** Tracks on the playlist now. */
  readonly size: number;
  /** Tracks added per week over the watched span (at most the last 90 days). */
  readonly addedPerWeek: number;
  /** Median days a watched addition stayed (still-present tracks count to now). */
  readonly medianStayDays: number;
  /** Share of the additions old enough to tell (14 days) that were gone within 14 days. */
  readonly shortStayShare: number;
  /** How many additions we watched happen. */
  readonly watchedAdditions: number;
  /** True when the figures match paid placements: fast turnover of short stays. */
  readonly payForPlacement: boolean;
}

/** Additions are counted over at most this span before now. */
const SPAN_DAYS = 90;
/** Fewer watched days or additions than these and churn cannot be judged. */
const MIN_SPAN_DAYS = 14;
const MIN_ADDITIONS = 10;
/** A stay shorter than this is short. */
export const SHORT_STAY_DAYS = 14;
/** Paid placements: at least half the playlist replaced each week… */
const PAID_WEEKLY_SHARE = 0.5;
/** …with most tracks gone within two weeks. */
const PAID_SHORT_SHARE = 0.5;

/**
 * Curation churn from recorded memberships. Only additions after tracking began are watched (the
 * tracks found at the first check say nothing about turnover), and only over the last 90 days. Null
 * while fewer than 14 days were watched or fewer than 10 additions seen. O(n log n).
 */
export function curationChurn(
  memberships: ReadonlyArray<PlaylistMembership>,
  nowIso: string,
): CurationChurn | null {
  const now = parseIsoInstant(nowIso);
  if (!Number.isFinite(now) || memberships.length === 0) return null;
  let trackingStart = Number.POSITIVE_INFINITY;
  for (const membership of memberships) {
    trackingStart = Math.min(trackingStart, parseIsoInstant(membership.firstSeen));
  }
  const from = Math.max(trackingStart, now - SPAN_DAYS * DAY_MS);
  const spanDays = (now - from) / DAY_MS;
  if (!Number.isFinite(spanDays) || spanDays < MIN_SPAN_DAYS) return null;
  const stays: number[] = [];
  let decided = 0;
  let short = 0;
  let size = 0;
  for (const membership of memberships) {
    const removed = membership.removedAt === null ? Number.NaN : parseIsoInstant(membership.removedAt);
    if (membership.removedAt === null) size += 1;
    const start = membershipStart(membership);
    // Added before tracking began, or at the first check: not a watched addition.
    if (parseIsoInstant(membership.firstSeen) <= trackingStart || !(start >= from)) continue;
    const end = Number.isFinite(removed) ? removed : now;
    const stay = Math.max(0, (end - start) / DAY_MS);
    stays.push(stay);
    if (Number.isFinite(removed) || now - start >= SHORT_STAY_DAYS * DAY_MS) {
      decided += 1;
      if (Number.isFinite(removed) && stay < SHORT_STAY_DAYS) short += 1;
    }
  }
  if (stays.length < MIN_ADDITIONS) return null;
  const addedPerWeek = (stays.length / spanDays) * 7;
  const medianStayDays = median(stays);
  const shortStayShare = decided === 0 ? 0 : short / decided;
  return {
    size,
    addedPerWeek,
    medianStayDays,
    shortStayShare,
    watchedAdditions: stays.length,
    payForPlacement:
      addedPerWeek >= PAID_WEEKLY_SHARE * Math.max(size, 1) &&
      shortStayShare >= PAID_SHORT_SHARE &&
      medianStayDays < SHORT_STAY_DAYS,
  };
}
