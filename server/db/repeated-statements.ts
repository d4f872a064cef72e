/** Statements kept prepared: the queries and writes the app repeats (DDL and BEGIN/COMMIT run as sent). */
export const REPEATED_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/** PostgreSQL's answer when a prepared statement's result columns changed under it (a migration since). */
const RESULT_TYPE_CHANGED = '0A000';

/** True for the error a stale prepared statement raises: prepare it again (or send it unnamed). */
export const resultTypeChanged = (error: unknown) =>
  (error as { code?: string }).code === RESULT_TYPE_CHANGED;
