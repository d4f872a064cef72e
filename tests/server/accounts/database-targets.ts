import { afterAll, beforeAll } from 'vitest';
import { createScratchDatabase, postgresAvailable } from '../../support/postgres';
import { createTestApp, type TestApp, type TestAppOptions } from '../../support/test-app';

/**
 * PGlite always; PostgreSQL too whenever `TEST_DATABASE_URL` is set. For `describe.each` of adapter
 * contract suites (and the one API journey that runs on both): they prove the SQL on PostgreSQL.
 */
export const databaseTargets: Array<{ name: string; postgres: boolean }> = [
  { name: 'PGlite', postgres: false },
  ...(postgresAvailable ? [{ name: 'PostgreSQL', postgres: true }] : []),
];

/** For API suites: PGlite, the embedded default (the same SQL runs on PostgreSQL in the contracts). */
export const apiTargets: Array<{ name: string; postgres: boolean }> = [{ name: 'PGlite', postgres: false }];

/**
 * Builds one test app for the enclosing `describe` (shared by its tests: PGlite takes seconds to
 * start) on the target database, and tears it down after. Read `.current` inside tests.
 */
export function useTestApp(
  target: { postgres: boolean },
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {},
): { readonly current: TestApp } {
  const holder: { current: TestApp } = { current: undefined as unknown as TestApp };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const resolved = typeof options === 'function' ? await options() : options;
    const scratch = target.postgres ? await createScratchDatabase({ migrated: true }) : undefined;
    drop = scratch?.drop;
    holder.current = await createTestApp({ ...resolved, postgresUrl: scratch?.url });
  });
  afterAll(async () => {
    await holder.current?.close();
    await drop?.();
  });
  return holder;
}
