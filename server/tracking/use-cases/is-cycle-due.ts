import { ok, type Result } from '../../platform/result';
import type { RefreshCycles } from '../ports';

export interface IsCycleDueInput {
  readonly now: Date;
  readonly intervalMinutes: number;
  /** Counts an interrupted cycle that is still open as due. */
  readonly resumeUnfinished: boolean;
}

/**
 * A cycle is due when none ever ran, when the last one started at least `intervalMinutes` ago, or
 * (with `resumeUnfinished`) when one was interrupted and is still open.
 */
export async function isCycleDue(
  deps: { readonly cycles: RefreshCycles },
  { now, intervalMinutes, resumeUnfinished }: IsCycleDueInput,
): Promise<Result<boolean, never>> {
  if (resumeUnfinished && (await deps.cycles.hasUnfinished())) return ok(true);
  const last = await deps.cycles.lastStart();
  return ok(last === null || now.getTime() - last.getTime() >= intervalMinutes * 60_000);
}
