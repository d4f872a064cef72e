import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * When `TEST_DATABASE_URL` (or `base`) is set, creates a fresh, uniquely named database on that server
 * for one suite and returns its URL plus a function that drops it. Returns `undefined` when it is
 * unset, so PostgreSQL suites run only where a server is available (CI always sets it).
 */
export async function createScratchDatabase(
  base = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!base) return undefined;
  const name = `cp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** True when the PostgreSQL variants of the server suites should run. */
export const postgresAvailable = Boolean(process.env.TEST_DATABASE_URL);
