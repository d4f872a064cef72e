import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { StoredFile, UserFiles } from '../ports';
import type { LandingFilesTable } from '../tables';

/** The first key of the per-owner advisory lock of quota decisions (the second is the owner's id). */
const UPLOAD_QUOTA_LOCK = 0x1a4d_f11e;

async function insertFile(db: Kysely<DB>, file: StoredFile): Promise<void> {
  await db
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

async function totalSizeOf(db: Kysely<DB>, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('landing_files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number | bigint>('size_bytes'), eb.lit(0)).as('bytes'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

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
    await insertFile(this.db, file);
  }

  /**
   * A transaction-scoped advisory lock per owner serialises every quota decision of that owner
   * (PostgreSQL across processes; PGlite runs one transaction at a time anyway), then the sum and
   * the inserts happen under it.
   */
  async addWithinQuota(ownerId: number, files: readonly StoredFile[], quotaBytes: number) {
    return this.db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}, ${ownerId})`.execute(tx);
      const usedBytes = await totalSizeOf(tx, ownerId);
      const incoming = files.reduce((sum, file) => sum + file.size, 0);
      if (usedBytes + incoming > quotaBytes) return { added: false as const, usedBytes };
      for (const file of files) await insertFile(tx, file);
      return { added: true as const };
    });
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

  totalSize(ownerId: number): Promise<number> {
    return totalSizeOf(this.db, ownerId);
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
