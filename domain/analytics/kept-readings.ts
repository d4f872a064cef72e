import { parseIsoInstant } from './iso-instant';

/** A reading the account kept elsewhere and imported (issue 34 point 4): a day `YYYY-MM-DD` and a count. */
export interface KeptReading {
  readonly date: string;
  readonly count: number;
}

/** A follower count as tracking records it. */
export interface CheckedCount {
  readonly checked_at: string;
  readonly followers: number;
}

/** A point of a merged history: our check, or a kept reading (`imported`) on a day we have none. */
export interface MergedCount extends CheckedCount {
  readonly imported: boolean;
}

/** The UTC day of an ISO instant or date. */
const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Our checks together with the account's kept readings, oldest first. Ours win: a kept reading on a
 * day we checked is left out, every other one is placed at the start of its day (UTC). No check and
 * no kept reading of a day without a check is lost.
 */
export function mergeKeptReadings(
  checks: readonly CheckedCount[],
  kept: readonly KeptReading[],
): MergedCount[] {
  const checkedDays = new Set(checks.map((check) => dayOf(check.checked_at)));
  const imported = kept
    .filter((reading) => !checkedDays.has(reading.date))
    .map((reading) => ({
      checked_at: `${reading.date}T00:00:00.000Z`,
      followers: reading.count,
      imported: true,
    }));
  const ours = checks.map((check) => ({
    checked_at: check.checked_at,
    followers: check.followers,
    imported: false,
  }));
  return [...imported, ...ours].sort((a, b) => parseIsoInstant(a.checked_at) - parseIsoInstant(b.checked_at));
}
