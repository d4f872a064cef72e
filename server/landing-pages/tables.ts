// Kysely row types of the landing-page tables (migration 032). Added to `DB` in server/db/schema.ts.
import type { ColumnType, Generated } from 'kysely';

type Instant = ColumnType<Date, Date | string, Date | string>;
/** jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface LandingPagesTable {
  id: Generated<number>;
  owner_id: number;
  slug: string;
  title: string;
  description: string;
  /** Stored file names from `landing_files`. */
  image: string | null;
  video: string | null;
  video_mp4: string | null;
  meta_pixel_id: string;
  meta_access_token: string | null;
  spotify_uris: Json<Array<{ uri: string; proportion: number }>>;
  apple_music_urls: Json<string[]>;
  amazon_music_urls: Json<string[]>;
  youtube_music_urls: Json<string[]>;
  created_at: Instant;
  updated_at: Instant;
}

/** An upload in its owner's library; `name` is generated (hex + extension). */
export interface LandingFilesTable {
  name: string;
  owner_id: number;
  kind: 'image' | 'video';
  content_type: string;
  size_bytes: number;
  created_at: Instant;
}

/** Counted clicks per page, service and UTC day (`YYYY-MM-DD`). */
export interface LandingClickDaysTable {
  page_id: number;
  service: string;
  day: string;
  clicks: number;
}

/**
 * A visitor (keyed hash of IP and day) counted on a page's button today, or its conversion claimed
 * (`service` '~conversion'); `last_counted_at` is when, and rows from earlier days are deleted.
 */
export interface LandingClickVisitorsTable {
  page_id: number;
  service: string;
  visitor: string;
  last_counted_at: Instant;
}

export interface LandingPageTables {
  landing_pages: LandingPagesTable;
  landing_files: LandingFilesTable;
  landing_click_days: LandingClickDaysTable;
  landing_click_visitors: LandingClickVisitorsTable;
}
