/**
 * What moved since the check before the last: the last known value minus the one before it.
 * `values` are readings oldest first; missing readings (null) are skipped. Null with fewer than
 * two known values.
 */
export function lastChange(values: ReadonlyArray<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length < 2 ? null : known[known.length - 1]! - known[known.length - 2]!;
}
