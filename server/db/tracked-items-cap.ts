import { sql, type Kysely } from 'kysely';

/**
 * The connection setting that holds the per-account cap on tracked items for the database's own
 * check (migration 104): each process sets it from `TRACKED_ITEMS_PER_ACCOUNT` on its connections.
 */
export const TRACKED_ITEMS_CAP_SETTING = 'chartpulse.tracked_items_cap';

/** The SQLSTATE of an insert of trackers that would take an account past the cap. */
const TRACKED_ITEMS_OVER_CAP = 'CP001';

/** True for the error of a start (or any insert of trackers) refused by the database's cap. */
export const overTrackedItemsCap = (error: unknown) =>
  (error as { code?: string } | null)?.code === TRACKED_ITEMS_OVER_CAP;

/** Node-postgres `options`: every connection of the pool starts with the cap set. */
export const trackedItemsCapOption = (cap: number) => `-c ${TRACKED_ITEMS_CAP_SETTING}=${Math.trunc(cap)}`;

/** Sets the cap on PGlite's one connection (for the session, outside any transaction). */
export async function setTrackedItemsCap<T>(db: Kysely<T>, cap: number): Promise<void> {
  await sql`select set_config(${TRACKED_ITEMS_CAP_SETTING}, ${String(Math.trunc(cap))}, false)`.execute(db);
}

/**
 * Lifts the cap for the rest of `trx` (the install's own writes, such as the demo's seeded history,
 * which the cap must never stop).
 */
export async function liftTrackedItemsCap<T>(trx: Kysely<T>): Promise<void> {
  await sql`select set_config(${TRACKED_ITEMS_CAP_SETTING}, '', true)`.execute(trx);
}
