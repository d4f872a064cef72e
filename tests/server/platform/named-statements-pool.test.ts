import { Kysely, sql } from 'kysely';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from '../../../server/db/named-statements-pool';
import { createScratchDatabase, postgresAvailable } from '../../support/postgres';

// One connection, so what it prepared can be read back on it.
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let db: Kysely<Record<string, never>>;

// Each reading is a new text (seen once), so it is never named itself.
let readings = 0;
const prepared = async () =>
  (
    await sql<{
      statement: string;
    }>`select statement from pg_prepared_statements order by name ${sql.raw(`/* ${++readings} */`)}`.execute(
      db,
    )
  ).rows.map((row) => row.statement);

describe.skipIf(!postgresAvailable)('withNamedStatements (PostgreSQL)', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    db = new Kysely({
      dialect: new PostgresDialect({
        pool: withNamedStatements(new pg.Pool({ connectionString: scratch!.url, max: 1 }), 3),
      }),
    });
    await sql`create table items (id serial primary key, name text not null unique)`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await scratch?.drop();
  });

  it('prepares a statement the second time it runs, answers the same, and keeps at most its limit', async () => {
    const insert = (name: string) =>
      sql`insert into items (name) values (${name}) returning id, name`.execute(db);
    expect((await insert('a')).rows).toEqual([{ id: 1, name: 'a' }]);
    expect(await prepared()).toEqual([]);
    expect((await insert('b')).rows).toEqual([{ id: 2, name: 'b' }]);
    expect(await prepared()).toEqual(['insert into items (name) values ($1) returning id, name']);
    for (const n of [1, 2, 3, 4]) {
      for (let twice = 0; twice < 2; twice++)
        await sql`select ${n}::int + ${sql.raw(String(n))} as sum`.execute(db);
    }
    expect((await prepared()).length).toBe(3);
  });

  it('raises database errors with their code', async () => {
    const insert = () => sql`insert into items (name) values (${'dup'})`.execute(db);
    await insert();
    await expect(insert()).rejects.toMatchObject({ code: '23505' });
    await expect(insert()).rejects.toMatchObject({ code: '23505' });
  });

  it("answers with the new columns after a migration changed a prepared statement's table", async () => {
    const fresh = new Kysely({
      dialect: new PostgresDialect({
        pool: withNamedStatements(new pg.Pool({ connectionString: scratch!.url, max: 1 }), 10),
      }),
    });
    try {
      await sql`create table rows (id int)`.execute(fresh);
      await sql`insert into rows values (1)`.execute(fresh);
      const read = () => sql<Record<string, number>>`select * from rows where id = ${1}`.execute(fresh);
      await read();
      await read();
      await sql`alter table rows add column added int default 7`.execute(fresh);
      expect((await read()).rows).toEqual([{ id: 1, added: 7 }]);
      expect((await read()).rows).toEqual([{ id: 1, added: 7 }]);
    } finally {
      await fresh.destroy();
    }
  });
});
