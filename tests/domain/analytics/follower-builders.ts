import fc from 'fast-check';

const DAY_MS = 86_400_000;
export const START_MS = Date.UTC(2024, 0, 1);

export interface Point {
  checked_at: string;
  followers: number;
}

/** ISO timestamp `days` (fractional allowed) after 2024-01-01. */
export function dayIso(days: number): string {
  return new Date(START_MS + Math.round(days * DAY_MS)).toISOString();
}

/** One check per day with the given follower counts. */
export function dailyHistory(followers: ReadonlyArray<number>): Point[] {
  return followers.map((value, day) => ({ checked_at: dayIso(day), followers: value }));
}

/** Checks at the given day offsets with the given counts. */
export function historyAt(days: ReadonlyArray<number>, followers: ReadonlyArray<number>): Point[] {
  return days.map((day, index) => ({ checked_at: dayIso(day), followers: followers[index]! }));
}

/** Arbitrary follower history: day offsets 0-400 (duplicates possible), counts 0-10M. */
export const anyHistory = fc.array(
  fc.record({
    day: fc.integer({ min: 0, max: 400 }),
    hour: fc.integer({ min: 0, max: 23 }),
    followers: fc.integer({ min: 0, max: 10_000_000 }),
  }),
  { maxLength: 80 },
);

export function toPoints(entries: ReadonlyArray<{ day: number; hour: number; followers: number }>): Point[] {
  return entries.map((entry) => ({
    checked_at: dayIso(entry.day + entry.hour / 24),
    followers: entry.followers,
  }));
}

/** A history together with a shuffled copy of it. */
export const historyAndShuffle = anyHistory.chain((entries) =>
  fc
    .shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length })
    .map((shuffled) => [toPoints(entries), toPoints(shuffled)] as const),
);

/**
 * A smooth organic curve (quadratic or logistic growth, never decreasing) sampled daily or every
 * 1-3 days: the kind of series that must never be called extreme.
 */
export const smoothOrganicHistory = fc
  .record({
    start: fc.integer({ min: 0, max: 1_000_000 }),
    slope: fc.double({ min: 2, max: 5000, noNaN: true }),
    curvature: fc.double({ min: 0, max: 20, noNaN: true }),
    logistic: fc.boolean(),
    steepness: fc.double({ min: 0.01, max: 0.1, noNaN: true }),
    gaps: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 10, maxLength: 300 }),
    irregular: fc.boolean(),
  })
  .map(({ start, slope, curvature, logistic, steepness, gaps, irregular }) => {
    const days: number[] = [];
    let day = 0;
    for (const gap of gaps) {
      days.push(day);
      day += irregular ? gap : 1;
    }
    const span = day;
    const value = (t: number) =>
      logistic
        ? start + (slope * 4 * span) / (1 + Math.exp(-steepness * (t - span / 2)))
        : start + slope * t + curvature * t * t;
    return historyAt(
      days,
      days.map((t) => Math.round(value(t))),
    );
  });
