// Retention of item snapshots (docs/product.md, "How long history is kept"): every reading of the
// last year; of weeks older than a year, the week's last reading; of months older than three years,
// the month's last reading. Weeks start on Monday (UTC) and are cut at month ends, so a month's
// last reading is its last week's too: thinning weekly never loses the reading monthly thinning keeps.

export interface RetentionBoundaries {
  /** Weeks that end by this instant keep one reading. */
  readonly weeklyBefore: Date;
  /** Months that end by this instant keep one reading. */
  readonly monthlyBefore: Date;
}

/** The same UTC date and time `years` earlier (29 February: 1 March). */
function yearsBefore(now: Date, years: number): Date {
  const shifted = new Date(now.getTime());
  shifted.setUTCFullYear(now.getUTCFullYear() - years);
  return shifted;
}

export function retentionBoundaries(now: Date): RetentionBoundaries {
  return { weeklyBefore: yearsBefore(now, 1), monthlyBefore: yearsBefore(now, 3) };
}

const DAY_MS = 86_400_000;

/** The UTC month of `instant`: its start and the next month's start. */
function monthOf(instant: Date): { start: number; end: number } {
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth();
  return { start: Date.UTC(year, month, 1), end: Date.UTC(year, month + 1, 1) };
}

/** The Monday-started UTC week of `instant`, cut at its month's start and end. */
function weekOf(instant: Date): { start: number; end: number } {
  const month = monthOf(instant);
  const day = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  const monday = day - ((instant.getUTCDay() + 6) % 7) * DAY_MS;
  return { start: Math.max(monday, month.start), end: Math.min(monday + 7 * DAY_MS, month.end) };
}

/**
 * Which group a reading taken at `checkedAt` is thinned in, `month:…` or `week:…` (the group's last
 * reading is kept), or null when it is kept. A week (month) is thinned once all of it is older than
 * a year (three years): a group is never split between kept and thinned readings, so thinning again
 * later ends where thinning once would, and a month keeps its last reading through weekly thinning.
 */
export function retentionGroup(checkedAt: Date, boundaries: RetentionBoundaries): string | null {
  const month = monthOf(checkedAt);
  if (month.end <= boundaries.monthlyBefore.getTime()) return `month:${month.start}`;
  const week = weekOf(checkedAt);
  if (week.end <= boundaries.weeklyBefore.getTime()) return `week:${week.start}`;
  return null;
}

/**
 * The points retention keeps at `now`, in their order: the last of each group (`retentionGroup`),
 * every other point (the last year's and more). Idempotent, and thinning at `now` what was thinned
 * earlier keeps what thinning the whole history at `now` keeps.
 */
export function thinSnapshots<Point extends { readonly checked_at: string }>(
  points: readonly Point[],
  now: Date,
): Point[] {
  const boundaries = retentionBoundaries(now);
  const lastOfGroup = new Map<string, number>();
  const groups = points.map((point) => retentionGroup(new Date(point.checked_at), boundaries));
  for (const [index, group] of groups.entries()) {
    if (group === null) continue;
    const last = lastOfGroup.get(group);
    if (last === undefined || Date.parse(points[last]!.checked_at) <= Date.parse(points[index]!.checked_at))
      lastOfGroup.set(group, index);
  }
  return points.filter((_, index) => groups[index] === null || lastOfGroup.get(groups[index]!) === index);
}

/**
 * Where a history is thinned at `now`: the instants before which its readings are one a week and one
 * a month, or null when none of its readings falls in a week or month retention thins (nothing to say).
 */
export function thinnedSpan(
  points: ReadonlyArray<{ readonly checked_at: string }>,
  now: Date,
): RetentionBoundaries | null {
  const boundaries = retentionBoundaries(now);
  const oldest = points[0];
  return oldest && retentionGroup(new Date(oldest.checked_at), boundaries) !== null ? boundaries : null;
}

/** The sentence charts and CSV exports show where a history is thinned (dates as YYYY-MM-DD, UTC). */
export function thinningNote(span: RetentionBoundaries): string {
  const day = (instant: Date) => instant.toISOString().slice(0, 10);
  return (
    `Readings before ${day(span.weeklyBefore)} are kept one a week (the week's last), ` +
    `before ${day(span.monthlyBefore)} one a month (the month's last).`
  );
}

/**
 * A CSV export of a history with, when it is thinned, a last line saying where (`# …`; spreadsheets
 * show it as one cell, CSV readers told to skip comments skip it).
 */
export function withThinningComment(
  csv: string,
  points: ReadonlyArray<{ readonly checked_at: string }>,
  now: Date,
): string {
  const span = thinnedSpan(points, now);
  if (!span) return csv;
  // Last, so the header row stays the file's first line for every reader.
  return `${csv}${csv.endsWith('\n') ? '' : '\r\n'}# ${thinningNote(span)}\r\n`;
}
