import type { LandingPage, StoredFile } from '../ports';
import { storageKey } from '../storage-keys';

/** Where a stored file is served. */
export const uploadUrl = (ownerId: number, name: string): string => `/uploads/${storageKey(ownerId, name)}`;
const urlOrNull = (ownerId: number, name: string | null): string | null =>
  name ? uploadUrl(ownerId, name) : null;

/** A landing page as the API answers it (docs/product.md §3 "Landing page", plus file URLs). */
export function landingPageJson(page: LandingPage) {
  return {
    id: page.id,
    slug: page.slug,
    url: `/landing/${page.slug}`,
    title: page.title,
    description: page.description,
    image: page.image,
    image_url: urlOrNull(page.ownerId, page.image),
    video: page.video,
    video_url: urlOrNull(page.ownerId, page.video),
    video_mp4: page.videoMp4,
    video_mp4_url: urlOrNull(page.ownerId, page.videoMp4),
    meta_pixel_id: page.metaPixelId,
    meta_access_token: page.metaAccessToken,
    spotify_uris: page.spotifyUris,
    apple_music_urls: page.appleMusicUrls,
    amazon_music_urls: page.amazonMusicUrls,
    youtube_music_urls: page.youtubeMusicUrls,
    created_at: page.createdAt.toISOString(),
    updated_at: page.updatedAt.toISOString(),
  };
}

/** One entry of `GET /api/user-files`. */
export function userFileJson(file: StoredFile) {
  return {
    name: file.name,
    url: uploadUrl(file.ownerId, file.name),
    content_type: file.contentType,
    size: file.size,
    created_at: file.createdAt.toISOString(),
  };
}
