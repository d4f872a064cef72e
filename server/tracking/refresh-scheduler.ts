import type { Kysely } from 'kysely';
import type { Clock } from '@domain/ports/clock';
import type { DB } from '../db/schema';
import { lastCycleStart } from './cycle-store';

/**
 * A cycle is due when none ever ran, when the last one started at least `intervalMinutes` ago, or
 * (with `resumeUnfinished`) when one was interrupted and is still open.
 */
export async function isCycleDue(
  db: Kysely<DB>,
  now: Date,
  intervalMinutes: number,
  resumeUnfinished: boolean,
): Promise<boolean> {
  if (resumeUnfinished) {
    const open = await db
      .selectFrom('refresh_cycles')
      .select('id')
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    if (open) return true;
  }
  const last = await lastCycleStart(db);
  return last === null || now.getTime() - last.getTime() >= intervalMinutes * 60_000;
}

export interface SchedulerOptions {
  readonly db: Kysely<DB>;
  readonly clock: Clock;
  readonly intervalMinutes: number;
  readonly resumeUnfinished: boolean;
  /** Starts the cycle (inline) or asks the workers for one (pg-boss). */
  readonly runCycle: () => Promise<unknown>;
  readonly log: (message: string) => void;
  /** How often to look; defaults to once a minute (or the interval, if shorter). */
  readonly checkEveryMs?: number;
}

/** Checks every minute whether a refresh cycle is due and starts it; `stop()` ends the timer. */
export function startRefreshScheduler(options: SchedulerOptions): { stop(): Promise<void> } {
  let busy: Promise<void> | null = null;
  const tick = async () => {
    try {
      if (
        await isCycleDue(options.db, options.clock.now(), options.intervalMinutes, options.resumeUnfinished)
      ) {
        await options.runCycle();
      }
    } catch (error) {
      options.log(`refresh cycle failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const fire = () => {
    if (!busy) busy = tick().finally(() => (busy = null));
  };
  const every = options.checkEveryMs ?? Math.min(60_000, options.intervalMinutes * 60_000);
  const timer = setInterval(fire, every);
  timer.unref();
  fire();
  return {
    async stop() {
      clearInterval(timer);
      await busy;
    },
  };
}
