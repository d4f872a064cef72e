import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { StoredFile, UserFiles } from '../ports';
import type { LandingFilesTable } from '../tables';

const fileOf = (row: Selectable<LandingFilesTable>): StoredFile => ({
  ownerId: row.owner_id,
  name: row.name,
  kind: row.kind,
  contentType: row.content_type,
  size: row.size_bytes,
  createdAt: row.created_at,
});

/** The owners' upload libraries in `landing_files`. */
export class KyselyUserFiles implements UserFiles {
  constructor(private readonly db: Kysely<DB>) {}

  async add(file: StoredFile): Promise<void> {
    await this.db
      .insertInto('landing_files')
      .values({
        name: file.name,
        owner_id: file.ownerId,
        kind: file.kind,
        content_type: file.contentType,
        size_bytes: file.size,
        created_at: file.createdAt,
      })
      .execute();
  }

  async listByOwner(ownerId: number): Promise<StoredFile[]> {
    const rows = await this.db
      .selectFrom('landing_files')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('created_at', 'desc')
      .orderBy('name')
      .execute();
    return rows.map(fileOf);
  }

  async find(ownerId: number, name: string): Promise<StoredFile | null> {
    const row = await this.db
      .selectFrom('landing_files')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? fileOf(row) : null;
  }

  async remove(ownerId: number, name: string): Promise<void> {
    await this.db
      .deleteFrom('landing_files')
      .where('owner_id', '=', ownerId)
      .where('name', '=', name)
      .execute();
  }
}
