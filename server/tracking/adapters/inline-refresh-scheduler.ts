export interface SchedulerOptions {
  /** Whether a cycle is due now. */
  readonly isDue: () => Promise<boolean>;
  /** Starts the cycle (inline) or asks the workers for one (pg-boss). */
  readonly runCycle: () => Promise<unknown>;
  readonly log: (message: string) => void;
  readonly intervalMinutes: number;
  /** How often to look; defaults to once a minute (or the interval, if shorter). */
  readonly checkEveryMs?: number;
}

/** A timer in this process that starts a refresh cycle whenever one is due; `stop()` ends it. */
export function startRefreshScheduler(options: SchedulerOptions): { stop(): Promise<void> } {
  let busy: Promise<void> | null = null;
  const tick = async () => {
    try {
      if (await options.isDue()) await options.runCycle();
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
