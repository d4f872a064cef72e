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

/** Where a row of a history comes from: our own check, or a reading the account kept and imported. */
export type ReadingSource = 'checked' | 'imported';

/** The UTC day of an ISO instant or date. */
const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Our rows together with the account's kept readings, oldest first, each with its source. Ours win:
 * a kept reading on a day we checked is left out, every other one is placed at the start of its day
 * (UTC) as `keptRow` makes it. No row of ours and no kept reading of a day without one is lost.
 */
export function withKeptReadings<Row extends { readonly checked_at: string }>(
  ours: readonly Row[],
  kept: readonly KeptReading[],
  keptRow: (reading: KeptReading, checkedAt: string) => Row,
): Array<{ readonly row: Row; readonly source: ReadingSource }> {
  const checkedDays = new Set(ours.map((row) => dayOf(row.checked_at)));
  const imported = kept
    .filter((reading) => !checkedDays.has(reading.date))
    .map((reading) => ({
      row: keptRow(reading, `${reading.date}T00:00:00.000Z`),
      source: 'imported' as const,
    }));
  const checked = ours.map((row) => ({ row, source: 'checked' as const }));
  return [...imported, ...checked].sort(
    (a, b) => parseIsoInstant(a.row.checked_at) - parseIsoInstant(b.row.checked_at),
  );
}

/** Our follower checks together with the account's kept readings (withKeptReadings), each marked. */
export function mergeKeptReadings(
  checks: readonly CheckedCount[],
  kept: readonly KeptReading[],
): MergedCount[] {
  return withKeptReadings(
    checks.map(({ checked_at, followers }) => ({ checked_at, followers })),
    kept,
    (reading, checked_at) => ({ checked_at, followers: reading.count }),
  ).map(({ row, source }) => ({ ...row, imported: source === 'imported' }));
}
