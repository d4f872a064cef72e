/** A figure's change over a named window: absolute, and percent of the baseline. */
export interface WindowChange {
  readonly change: number | null;
  /** Null when there is no change or the baseline is zero. */
  readonly percent: number | null;
}

/**
 * The change from `baseline` (the reading at the start of the window) to `current`: both null when
 * either is unknown (no check that old), the percent null when the baseline is zero.
 * `windowChange(110, 100)` → `{ change: 10, percent: 10 }`.
 */
export function windowChange(current: number | null, baseline: number | null): WindowChange {
  if (current === null || baseline === null) return { change: null, percent: null };
  const change = current - baseline;
  return { change, percent: baseline === 0 ? null : (change / baseline) * 100 };
}
