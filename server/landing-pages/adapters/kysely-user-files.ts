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

  async totalSize(ownerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('landing_files')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<string | number | bigint>('size_bytes'), eb.lit(0)).as('bytes'),
      )
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return Number(row.bytes);
  }

  /** `FOR UPDATE` on the file's row waits for a page save holding it (`FOR SHARE`), then counts. */
  async removeUnlessUsed(ownerId: number, name: string): Promise<'removed' | 'in_use' | 'not_found'> {
    return this.db.transaction().execute(async (tx) => {
      const file = await tx
        .selectFrom('landing_files')
        .select('name')
        .where('owner_id', '=', ownerId)
        .where('name', '=', name)
        .forUpdate()
        .executeTakeFirst();
      if (!file) return 'not_found';
      const uses = await tx
        .selectFrom('landing_pages')
        .select('id')
        .where((eb) => eb.or([eb('image', '=', name), eb('video', '=', name), eb('video_mp4', '=', name)]))
        .limit(1)
        .executeTakeFirst();
      if (uses) return 'in_use';
      await tx.deleteFrom('landing_files').where('owner_id', '=', ownerId).where('name', '=', name).execute();
      return 'removed';
    });
  }

  async remove(ownerId: number, name: string): Promise<void> {
    await this.db
      .deleteFrom('landing_files')
      .where('owner_id', '=', ownerId)
      .where('name', '=', name)
      .execute();
  }
}
