// JSON shapes of the landing-page API (docs/product.md §3 "Landing page", "User files"; §7).
import type { LandingService } from './landing-services';

export interface SpotifyUriShare {
  readonly uri: string;
  /** Whole percent, 0-100; the shares of a page sum to 100. */
  readonly proportion: number;
}

/** One entry of `GET /api/landing-pages` → `landing_pages`. File fields are library names, `*_url` their addresses. */
export interface LandingPageRecord {
  readonly id: number;
  readonly slug: string;
  /** The public page, `/landing/{slug}`. */
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
  readonly image_url: string | null;
  readonly video: string | null;
  readonly video_url: string | null;
  /** The MP4 fallback of a WebM video. */
  readonly video_mp4: string | null;
  readonly video_mp4_url: string | null;
  readonly meta_pixel_id: string;
  readonly meta_access_token: string | null;
  readonly spotify_uris: readonly SpotifyUriShare[];
  readonly apple_music_urls: readonly string[];
  readonly amazon_music_urls: readonly string[];
  readonly youtube_music_urls: readonly string[];
  readonly created_at: string;
  readonly updated_at: string;
}

/** A file in the owner's library (`GET /api/user-files`). */
export interface UserFile {
  readonly name: string;
  readonly url: string;
  readonly content_type: string;
  readonly size: number;
  readonly created_at: string;
}

export interface UserFileLibrary {
  readonly images: readonly UserFile[];
  readonly videos: readonly UserFile[];
}

export type ServiceClickCounts = Readonly<Record<LandingService, number>>;

/** `GET /api/landing-pages/{slug}/stats`: counted clicks per service, in total and per UTC day (oldest first). */
export interface LandingClickStats {
  readonly totals: ServiceClickCounts;
  readonly days: ReadonlyArray<{ readonly date: string; readonly clicks: ServiceClickCounts }>;
}
