import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations';

/** Applies every pending migration; throws, naming the failing migration, if one fails. */
export async function migrateToLatest<Schema>(db: Kysely<Schema>): Promise<readonly string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
