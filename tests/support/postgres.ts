import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@server/db/database';

export interface ScratchDatabaseOptions {
  /** The server to create it on (default `TEST_DATABASE_URL`). */
  readonly base?: string;
  /**
   * Copy it from a database migrated once per set of migrations instead of creating it empty:
   * migrating a new database takes seconds, a copy a fraction of that. Leave unset where a test
   * watches the migrations run.
   */
  readonly migrated?: boolean;
}

/**
 * When `TEST_DATABASE_URL` (or `base`) is set, creates a fresh, uniquely named database on that server
 * for one suite and returns its URL plus a function that drops it. Returns `undefined` when it is
 * unset, so PostgreSQL suites run only where a server is available (CI always sets it).
 */
export async function createScratchDatabase(
  options: ScratchDatabaseOptions = {},
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = options.base ?? process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `cp_test_${randomBytes(6).toString('hex')}`;
  if (!options.migrated) await asAdmin(base, (admin) => admin.query(`CREATE DATABASE ${name}`));
  else await copyTemplate(base, name);
  return {
    url: databaseUrl(base, name),
    async drop() {
      await asAdmin(base, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** True when the PostgreSQL variants of the server suites should run. */
export const postgresAvailable = Boolean(process.env.TEST_DATABASE_URL);

const TEMPLATE_PREFIX = 'cp_template_';
/** The migrations and the SQL they import. */
const SCHEMA_SOURCES = path.resolve(import.meta.dirname, '../../server/db');
const templates = new Map<string, Promise<string>>();

/**
 * The name of a database holding every migration, named after the migrations' source so a changed
 * migration gets a new one. Built once per server (workers and parallel runs take turns under an
 * advisory lock); older templates are dropped when a new one is built.
 */
function migratedTemplate(base: string): Promise<string> {
  let template = templates.get(base);
  if (!template) {
    template = buildTemplateOnce(base);
    templates.set(base, template);
  }
  return template;
}

async function copyTemplate(base: string, name: string): Promise<void> {
  const copy = async () => {
    const template = await migratedTemplate(base);
    await asAdmin(base, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  };
  try {
    await copy();
  } catch (error) {
    // Another checkout on the same server, with other migrations, replaced the template: build ours again.
    if ((error as { code?: string }).code !== MISSING_DATABASE) throw error;
    templates.delete(base);
    await copy();
  }
}

const MISSING_DATABASE = '3D000';

async function buildTemplateOnce(base: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsDigest()}`;
  await asAdmin(base, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [TEMPLATE_PREFIX]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      const stale = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`,
      );
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE ${datname} WITH (FORCE)`);
      // Built under another name and renamed when complete, so a crash leaves no half-migrated template.
      const building = `${name}_building`;
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({
        databaseUrl: databaseUrl(base, building),
        dataDir: '',
        poolSize: 1,
      });
      await database.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [TEMPLATE_PREFIX]);
    }
  });
  return name;
}

function migrationsDigest(): string {
  const hash = createHash('sha256');
  const files = readdirSync(SCHEMA_SOURCES, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(path.relative(SCHEMA_SOURCES, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin<T>(base: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
