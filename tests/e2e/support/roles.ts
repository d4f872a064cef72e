/** The accounts `npm start` seeds on a new database (README), by role. */
export const DEMO_LOGINS = {
  user: { email: 'demo@chartpulse.local', password: 'Demo-Pulse-2024!' },
  admin: { email: 'admin@chartpulse.local', password: 'Admin-Pulse-2024!' },
} as const;

export type Role = keyof typeof DEMO_LOGINS;

/** What the e2e project's global setup hands every file. */
export interface E2eRun {
  /** Where the run's one Chromium listens (Playwright's `connect`). */
  readonly browserEndpoint: string;
  /** Everything the shared server printed (the console mailer prints each email there). */
  readonly outputFile: string;
  /** Playwright storage states of one sign-in per role (cookie consent given). */
  readonly storageStates: Readonly<Record<Role, string>>;
  /**
   * Where the global setup writes, once the shared server answers and the roles signed in (or that
   * failed), its address (server-state.ts).
   */
  readonly stateFile: string;
  /** The same for the server of the build with an analytics measurement id (analytics-build.ts). */
  readonly analyticsStateFile: string;
}
