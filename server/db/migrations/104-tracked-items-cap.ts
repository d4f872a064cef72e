import { type Kysely, sql } from 'kysely';

// The per-account cap on tracked items (docs/operations.md#per-account-cap-on-tracked-items), held
// by the database as well as checked before a start: concurrent starts each counted the account
// under the cap and all went in (on PostgreSQL, ten at once took an account of 19 items capped at 21
// to 27). After any insert into user_tracking, each account it added to is locked (a transaction
// lock per account, taken in account order) and counted afresh; past the cap the statement fails
// with SQLSTATE CP001 and adds nothing (server/db/tracked-items-cap.ts). The cap is the connection's
// setting chartpulse.tracked_items_cap, so each process holds its own configuration; a connection
// without it (scripts, the demo seeding) is not capped.
const statements = [
  `CREATE FUNCTION user_tracking_within_cap() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    cap integer := nullif(current_setting('chartpulse.tracked_items_cap', true), '')::integer;
    over_user integer;
  BEGIN
    IF cap IS NULL THEN
      RETURN NULL;
    END IF;
    PERFORM pg_advisory_xact_lock(7301, a.user_id)
      FROM (SELECT DISTINCT user_id FROM added ORDER BY user_id) a;
    -- A statement of its own, so it sees what the transactions that held the locks committed.
    SELECT a.user_id INTO over_user
      FROM (SELECT DISTINCT user_id FROM added) a
      WHERE (SELECT count(*) FROM user_tracking t WHERE t.user_id = a.user_id) > cap
      LIMIT 1;
    IF over_user IS NOT NULL THEN
      RAISE EXCEPTION 'account % would track more than % items', over_user, cap
        USING ERRCODE = 'CP001';
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER user_tracking_within_cap AFTER INSERT ON user_tracking
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION user_tracking_within_cap()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TRIGGER user_tracking_within_cap ON user_tracking').execute(db);
  await sql.raw('DROP FUNCTION user_tracking_within_cap()').execute(db);
}
