import { PGlite } from '@electric-sql/pglite';
import { type Generated, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PreparedPGlite } from '../../../server/db/prepared-pglite';
import { PreparedPGliteDialect } from '../../../server/db/prepared-pglite-dialect';

interface Tables {
  items: {
    id: Generated<number>;
    name: string;
    tags: string[];
    extra: unknown;
    seen_at: Date;
    plays: string | null;
  };
}

let pglite: PGlite;
let prepared: PreparedPGlite;

const preparedCount = async () =>
  Number(
    (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n,
  );

// One database for the file (a new PGlite takes seconds): each test starts from a new table and no statements.
beforeAll(() => {
  pglite = new PGlite();
});
beforeEach(async () => {
  await pglite.exec(`deallocate all; drop table if exists items;
    create table items (id serial primary key, name text not null unique, tags text[] not null,
    extra jsonb, seen_at timestamptz not null, plays bigint)`);
  prepared = new PreparedPGlite(pglite, 3);
});
afterAll(() => pglite.close());

describe('PreparedPGlite', () => {
  it('answers what PGlite.query answers, for every type the app sends and reads', async () => {
    const seenAt = new Date('2026-01-02T03:04:05.678Z');
    const insert =
      'insert into items (name, tags, extra, seen_at, plays) values ($1, $2, $3, $4, $5) returning *';
    const params = ['a', ['x', 'y'], JSON.stringify({ k: [1, 2] }), seenAt, null];
    const ours = await prepared.query(insert, params);
    const theirs = await pglite.query(insert, ['b', ...params.slice(1)]);
    expect(ours.rows).toEqual([{ ...(theirs.rows[0] as object), id: 1, name: 'a' }]);
    expect(ours.rows[0]).toMatchObject({
      tags: ['x', 'y'],
      extra: { k: [1, 2] },
      seen_at: seenAt,
      plays: null,
    });
    const select =
      'select name, tags, count(*) over () as total from items where name = any($1::text[]) order by name';
    const again = await prepared.query(select, [['a', 'b']]);
    expect(again.rows).toEqual((await pglite.query(select, [['a', 'b']])).rows);
    expect(again.fields.map((field) => field.name)).toEqual(['name', 'tags', 'total']);
  });

  it('reports the rows a write changed', async () => {
    const db = new Kysely<Tables>({ dialect: new PreparedPGliteDialect(prepared) });
    const seenAt = new Date();
    await db
      .insertInto('items')
      .values(['a', 'b', 'c'].map((name) => ({ name, tags: [], seen_at: seenAt })))
      .execute();
    const updated = await db
      .updateTable('items')
      .set({ plays: '5' })
      .where('name', '<>', 'c')
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const deleted = await db.deleteFrom('items').where('name', '=', 'nobody').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(0n);
  });

  it('raises the database error and keeps working after it', async () => {
    const insert = 'insert into items (name, tags, seen_at) values ($1, $2, now())';
    await prepared.query(insert, ['a', []]);
    await expect(prepared.query(insert, ['a', []])).rejects.toMatchObject({ code: '23505' });
    await prepared.query(insert, ['b', []]);
    expect(
      (await prepared.query('select count(*)::int as n from items where $1::int = 1', [1])).rows,
    ).toEqual([{ n: 2 }]);
  });

  it('rolls back a failed transaction whole, and the next one commits', async () => {
    const db = new Kysely<Tables>({ dialect: new PreparedPGliteDialect(prepared) });
    const add = (name: string) => db.insertInto('items').values({ name, tags: [], seen_at: new Date() });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ name: 'kept?', tags: [], seen_at: new Date() }).execute();
        await trx.insertInto('items').values({ name: 'kept?', tags: [], seen_at: new Date() }).execute();
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'committed', tags: [], seen_at: new Date() }).execute();
    });
    await add('after').execute();
    const names = await db.selectFrom('items').select('name').orderBy('name').execute();
    expect(names.map((row) => row.name)).toEqual(['after', 'committed']);
  });

  it('answers with the new columns after the table changed under a prepared statement', async () => {
    const select = 'select * from items where id > $1';
    await prepared.query('insert into items (name, tags, seen_at) values ($1, $2, now())', ['a', []]);
    // Run twice: prepared on its second run.
    await prepared.query(select, [0]);
    expect(Object.keys((await prepared.query<object>(select, [0])).rows[0]!)).not.toContain('added');
    expect(await preparedCount()).toBe(1);
    await pglite.exec('alter table items add column added int default 7');
    expect((await prepared.query<{ added: number }>(select, [0])).rows[0]!.added).toBe(7);
  });

  it('prepares a statement on its second run, keeps at most its limit, closing the least recently used', async () => {
    const statement = (n: number) => `select $1::int + ${n} as sum`;
    await prepared.query(statement(1), [1]);
    expect(await preparedCount()).toBe(0);
    for (const n of [1, 2, 3, 2, 3]) await prepared.query(statement(n), [n]);
    expect(await preparedCount()).toBe(3);
    await prepared.query(statement(1), [1]);
    await prepared.query(statement(4), [4]);
    await prepared.query(statement(4), [4]);
    expect(await preparedCount()).toBe(3);
    const names = await pglite.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(names.rows.map((row) => row.statement).sort()).toEqual(
      [statement(1), statement(3), statement(4)].sort(),
    );
    expect((await prepared.query<{ sum: number }>(statement(2), [5])).rows).toEqual([{ sum: 7 }]);
  });

  it('runs statements it does not keep (DDL, transaction control) as sent, and answers concurrent callers', async () => {
    await prepared.query('create index items_name on items (name)', []);
    expect(await preparedCount()).toBe(0);
    const db = new Kysely<Tables>({ dialect: new PreparedPGliteDialect(prepared) });
    const sums = await Promise.all(
      Array.from({ length: 50 }, (_, n) => sql<{ sum: number }>`select ${n}::int * 2 as sum`.execute(db)),
    );
    expect(sums.map((result) => result.rows[0]!.sum)).toEqual(Array.from({ length: 50 }, (_, n) => n * 2));
  });
});
