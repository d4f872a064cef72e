import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The HTTP platform's tables: request budgets shared by API processes (migration 041). */
export interface HttpTables {
  rate_limit_windows: RateLimitWindowsTable;
}

/** One budget window per hashed (budget, key). */
export interface RateLimitWindowsTable {
  key: string;
  count: number;
  window_ends_at: Timestamp;
}
