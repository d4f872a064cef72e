/** The accounts `npm start` seeds on a new database (README), by role. */
export const DEMO_LOGINS = {
  user: { email: 'demo@chartpulse.local', password: 'Demo-Pulse-2024!' },
  admin: { email: 'admin@chartpulse.local', password: 'Admin-Pulse-2024!' },
} as const;

export type Role = keyof typeof DEMO_LOGINS;

/**
 * One shared server on `npm start`'s defaults and its sign-ins. The e2e files run one per worker at
 * a time, and each worker has a lane of its own (`VITEST_POOL_ID`): files of two lanes never share
 * data, while the files of one lane run one after another.
 */
export interface E2eLane {
  /** Everything the lane's server printed so far (the console mailer prints each email there). */
  readonly outputFile: string;
  /** Playwright storage states of one sign-in per role (cookie consent given). */
  readonly storageStates: Readonly<Record<Role, string>>;
  /**
   * Where the global setup writes, once the lane's server answers and the roles signed in (or that
   * failed), its address (server-state.ts).
   */
  readonly stateFile: string;
}

/** What the e2e project's global setup hands every file. */
export interface E2eRun {
  /** Where the run's one Chromium listens (Playwright's `connect`). */
  readonly browserEndpoint: string;
  /** One per worker of the e2e project. */
  readonly lanes: readonly E2eLane[];
  /** The same for the server of the build with an analytics measurement id (analytics-build.ts). */
  readonly analyticsStateFile: string;
}

/** The lane of the worker running this file. */
export function laneOf(run: E2eRun): E2eLane {
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return run.lanes[(worker - 1) % run.lanes.length]!;
}
