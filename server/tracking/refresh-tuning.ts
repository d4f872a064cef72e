/** Knobs of the refresh engine; the defaults suit Spotify's rate limits and the embedded database. */
export interface RefreshTuning {
  /** Music-service reads in flight per process. */
  readonly concurrency: number;
  /** Readings written per transaction (inline runner). */
  readonly writeBatchSize: number;
  /** Item jobs a pg-boss worker fetches at once. */
  readonly jobsPerFetch: number;
  /** Reads of an item within one cycle before it waits for the next cycle. */
  readonly attempts: number;
  /** Delay before the first retry of a failed read (the n-th waits n times as long). */
  readonly retryDelayMs: number;
  /** pg-boss: how often a cycle's completion is checked, and how often workers poll. */
  readonly finishCheckSeconds: number;
  readonly pollingIntervalSeconds: number;
  /** Whether `start()` runs the periodic scheduler (tests drive cycles themselves). */
  readonly schedule: boolean;
}

export const DEFAULT_REFRESH_TUNING: RefreshTuning = {
  concurrency: 8,
  writeBatchSize: 250,
  jobsPerFetch: 20,
  attempts: 3,
  retryDelayMs: 30_000,
  finishCheckSeconds: 5,
  pollingIntervalSeconds: 2,
  schedule: true,
};
