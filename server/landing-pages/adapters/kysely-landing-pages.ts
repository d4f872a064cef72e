import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { LandingPage, LandingPageContent, LandingPages, SaveConflict } from '../ports';
import { type Result, fail, ok } from '../../platform/result';
import type { LandingPagesTable } from '../tables';

const UNIQUE_VIOLATION = '23505';

function pageOf(row: Selectable<LandingPagesTable>): LandingPage {
  return {
    id: row.id,
    ownerId: row.owner_id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    video: row.video,
    videoMp4: row.video_mp4,
    metaPixelId: row.meta_pixel_id,
    metaAccessToken: row.meta_access_token,
    spotifyUris: row.spotify_uris,
    appleMusicUrls: row.apple_music_urls,
    amazonMusicUrls: row.amazon_music_urls,
    youtubeMusicUrls: row.youtube_music_urls,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columnsOf(content: LandingPageContent) {
  return {
    slug: content.slug,
    title: content.title,
    description: content.description,
    image: content.image,
    video: content.video,
    video_mp4: content.videoMp4,
    meta_pixel_id: content.metaPixelId,
    meta_access_token: content.metaAccessToken,
    spotify_uris: JSON.stringify(content.spotifyUris),
    apple_music_urls: JSON.stringify(content.appleMusicUrls),
    amazon_music_urls: JSON.stringify(content.amazonMusicUrls),
    youtube_music_urls: JSON.stringify(content.youtubeMusicUrls),
  };
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/**
 * Locks the owner's library rows the page will show (`FOR SHARE`: saves don't block each other,
 * a file removal's `FOR UPDATE` waits for them); false when one of them is gone.
 */
async function holdLibraryFiles(
  tx: Transaction<DB>,
  ownerId: number,
  names: readonly string[],
): Promise<boolean> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return true;
  const held = await tx
    .selectFrom('landing_files')
    .select('name')
    .where('owner_id', '=', ownerId)
    .where('name', 'in', wanted)
    .forShare()
    .execute();
  return held.length === wanted.length;
}

/** Landing pages in `landing_pages` (PGlite or PostgreSQL); the unique slug index settles races. */
export class KyselyLandingPages implements LandingPages {
  constructor(private readonly db: Kysely<DB>) {}

  async listByOwner(ownerId: number): Promise<LandingPage[]> {
    const rows = await this.db
      .selectFrom('landing_pages')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(pageOf);
  }

  async findBySlug(slug: string): Promise<LandingPage | null> {
    const row = await this.db
      .selectFrom('landing_pages')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row ? pageOf(row) : null;
  }

  async create(
    ownerId: number,
    content: LandingPageContent,
    now: Date,
    libraryFiles: readonly string[] = [],
  ): Promise<Result<LandingPage, SaveConflict>> {
    return this.db.transaction().execute(async (tx) => {
      if (!(await holdLibraryFiles(tx, ownerId, libraryFiles))) return fail('file_gone');
      const row = await tx
        .insertInto('landing_pages')
        .values({ ...columnsOf(content), owner_id: ownerId, created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.column('slug').doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? ok(pageOf(row)) : fail('slug_taken');
    });
  }

  async update(
    id: number,
    content: LandingPageContent,
    now: Date,
    libraryFiles: readonly string[] = [],
  ): Promise<Result<LandingPage, SaveConflict>> {
    try {
      return await this.db.transaction().execute(async (tx) => {
        const { owner_id: ownerId } = await tx
          .selectFrom('landing_pages')
          .select('owner_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (!(await holdLibraryFiles(tx, ownerId, libraryFiles))) return fail('file_gone');
        const row = await tx
          .updateTable('landing_pages')
          .set({ ...columnsOf(content), updated_at: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return ok(pageOf(row));
      });
    } catch (error) {
      if (isUniqueViolation(error)) return fail('slug_taken');
      throw error;
    }
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('landing_pages').where('id', '=', id).execute();
  }

  async countUsesOf(name: string): Promise<number> {
    const row = await this.db
      .selectFrom('landing_pages')
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('uses'))
      .where((eb) => eb.or([eb('image', '=', name), eb('video', '=', name), eb('video_mp4', '=', name)]))
      .executeTakeFirstOrThrow();
    return Number(row.uses);
  }
}
