// Kysely row types of the data-sources tables (migration 065). Added to `DB` in server/db/schema.ts.
import type { ColumnType } from 'kysely';

export interface ServiceCapabilitiesTable {
  service: string;
  capabilities: ColumnType<unknown, string, string>;
  probed_at: ColumnType<Date, Date | string, Date | string>;
}

export interface DataSourcesTables {
  service_capabilities: ServiceCapabilitiesTable;
}
