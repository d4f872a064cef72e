import type { RefreshCycles } from '../ports';

/**
 * A cycle is due when none ever ran, when the last one started at least `intervalMinutes` ago, or
 * (with `resumeUnfinished`) when one was interrupted and is still open.
 */
export async function isCycleDue(
  deps: { readonly cycles: RefreshCycles },
  now: Date,
  intervalMinutes: number,
  resumeUnfinished: boolean,
): Promise<boolean> {
  if (resumeUnfinished && (await deps.cycles.hasUnfinished())) return true;
  const last = await deps.cycles.lastStart();
  return last === null || now.getTime() - last.getTime() >= intervalMinutes * 60_000;
}
