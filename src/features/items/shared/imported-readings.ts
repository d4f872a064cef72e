/** A history entry that may be a reading the user kept and imported (issue 34 point 4). */
export interface MaybeImported {
  readonly checked_at: string;
  readonly imported?: true;
}

/** Our own checks of a history: growth figures and cards read these, never imported readings. */
export function checkedOnly<E extends MaybeImported>(entries: readonly E[]): readonly E[] {
  return entries.some((entry) => entry.imported) ? entries.filter((entry) => !entry.imported) : entries;
}

/** Whether a history holds readings the user imported (its chart's legend names them then). */
export function hasImported(entries: readonly MaybeImported[]): boolean {
  return entries.some((entry) => entry.imported);
}
