import {
  IMAGE_LIMIT_BYTES,
  LANDING_AMAZON_MUSIC_URL_MESSAGE,
  LANDING_APPLE_MUSIC_URL_MESSAGE,
  LANDING_FALLBACK_NOT_MP4_MESSAGE,
  LANDING_FALLBACK_REQUIRED_MESSAGE,
  LANDING_IMAGE_REQUIRED_MESSAGE,
  LANDING_IMAGE_TOO_LARGE_MESSAGE,
  LANDING_IMAGE_TYPE_MESSAGE,
  LANDING_IMAGE_TYPES,
  LANDING_PROPORTIONS_MESSAGE,
  LANDING_REQUIRED_FIELDS_MESSAGE,
  LANDING_SLUG_FORMAT_MESSAGE,
  LANDING_SPOTIFY_URI_MESSAGE,
  LANDING_VIDEO_TOO_LARGE_MESSAGE,
  LANDING_VIDEO_TYPE_MESSAGE,
  LANDING_VIDEO_TYPES,
  LANDING_YOUTUBE_MUSIC_URL_MESSAGE,
  VIDEO_LIMIT_BYTES,
} from './landing-page-messages';
import { isServiceUrl, spotifyDestination } from './landing-services';

/**
 * A media choice: a new upload (described, not read) or a file already on the server, by name.
 * `type` is the MIME type: the browser's guess in the form, the type sniffed from the bytes on the
 * server (`application/octet-stream` when the bytes are no known media).
 */
export type LandingFileChoice =
  | { readonly kind: 'upload'; readonly name: string; readonly size: number; readonly type: string }
  | { readonly kind: 'existing'; readonly name: string };

/** The landing-page form as the manager holds it before saving. */
export interface LandingPageDraft {
  readonly mode: 'create' | 'edit';
  readonly slug: string;
  readonly title: string;
  readonly metaPixelId: string;
  readonly image: LandingFileChoice | null;
  readonly video: LandingFileChoice | null;
  readonly fallbackVideo: LandingFileChoice | null;
  /** Rows with a blank URI are unused form rows and are ignored. */
  readonly spotifyUris: ReadonlyArray<{ readonly uri: string; readonly proportion: number }>;
  /** Blank entries are unused form rows and are ignored. */
  readonly appleMusicUrls?: readonly string[];
  readonly amazonMusicUrls?: readonly string[];
  readonly youtubeMusicUrls?: readonly string[];
}

/** Lowercase letters and digits in hyphen-separated words: the slug becomes the path `/landing/{slug}`. */
export const LANDING_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The file's MIME type: an upload's known type, else what its name's extension says ('' if nothing). */
function mediaTypeOf(file: LandingFileChoice): string {
  if (file.kind === 'upload' && file.type !== '') return file.type.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}
const exceeds = (file: LandingFileChoice | null, limit: number): boolean =>
  file?.kind === 'upload' && !(file.size <= limit);
const uploadOfWrongType = (file: LandingFileChoice | null, accepted: readonly string[]): boolean =>
  file?.kind === 'upload' && !accepted.includes(mediaTypeOf(file));
const used = (entries: readonly string[] | undefined): string[] =>
  (entries ?? []).filter((entry) => entry.trim() !== '');

function proportionsAreValid(rows: LandingPageDraft['spotifyUris']): boolean {
  const usedRows = rows.filter((row) => row.uri.trim() !== '');
  if (usedRows.length === 0) return true;
  if (
    !usedRows.every((row) => Number.isInteger(row.proportion) && row.proportion >= 0 && row.proportion <= 100)
  ) {
    return false;
  }
  return usedRows.reduce((total, row) => total + row.proportion, 0) === 100;
}

function serviceLinkProblem(draft: LandingPageDraft): string | null {
  const uris = draft.spotifyUris.map((row) => row.uri).filter((uri) => uri.trim() !== '');
  if (!uris.every((uri) => spotifyDestination(uri) !== null)) return LANDING_SPOTIFY_URI_MESSAGE;
  if (!used(draft.appleMusicUrls).every((url) => isServiceUrl('apple_music', url))) {
    return LANDING_APPLE_MUSIC_URL_MESSAGE;
  }
  if (!used(draft.amazonMusicUrls).every((url) => isServiceUrl('amazon_music', url))) {
    return LANDING_AMAZON_MUSIC_URL_MESSAGE;
  }
  if (!used(draft.youtubeMusicUrls).every((url) => isServiceUrl('youtube_music', url))) {
    return LANDING_YOUTUBE_MUSIC_URL_MESSAGE;
  }
  return null;
}

/**
 * Checks the landing-page form (docs/product.md §5) and returns the first failing message, or `null`. Order:
 * slug, title and Meta Pixel ID present; slug shape ({@link LANDING_SLUG_PATTERN}); an image when
 * creating; Spotify URI proportions whole numbers 0-100 summing to exactly 100; each Spotify URI
 * an artist, track, album or playlist; Apple Music, Amazon Music and YouTube Music links on their
 * own https sites; image at most 5242880 bytes, then PNG, JPEG, WebP or GIF; video, then fallback
 * video, at most 31457280 bytes; the video MP4 or WebM; a WebM video needs a fallback; the fallback
 * must be MP4. Sizes and types apply to uploads only (files already on the server were checked when
 * uploaded), except that a WebM video's fallback must be MP4 either way. File kinds come from the
 * MIME type, or the file name when no type is known.
 */
export function validateLandingPage(draft: LandingPageDraft): string | null {
  if ([draft.slug, draft.title, draft.metaPixelId].some((field) => field.trim() === '')) {
    return LANDING_REQUIRED_FIELDS_MESSAGE;
  }
  if (!LANDING_SLUG_PATTERN.test(draft.slug.trim())) return LANDING_SLUG_FORMAT_MESSAGE;
  if (draft.mode === 'create' && draft.image === null) return LANDING_IMAGE_REQUIRED_MESSAGE;
  if (!proportionsAreValid(draft.spotifyUris)) return LANDING_PROPORTIONS_MESSAGE;
  const linkProblem = serviceLinkProblem(draft);
  if (linkProblem) return linkProblem;
  if (exceeds(draft.image, IMAGE_LIMIT_BYTES)) return LANDING_IMAGE_TOO_LARGE_MESSAGE;
  if (uploadOfWrongType(draft.image, LANDING_IMAGE_TYPES)) return LANDING_IMAGE_TYPE_MESSAGE;
  if (exceeds(draft.video, VIDEO_LIMIT_BYTES) || exceeds(draft.fallbackVideo, VIDEO_LIMIT_BYTES)) {
    return LANDING_VIDEO_TOO_LARGE_MESSAGE;
  }
  if (uploadOfWrongType(draft.video, LANDING_VIDEO_TYPES)) return LANDING_VIDEO_TYPE_MESSAGE;
  if (draft.video !== null && mediaTypeOf(draft.video) === 'video/webm') {
    if (draft.fallbackVideo === null) return LANDING_FALLBACK_REQUIRED_MESSAGE;
    if (mediaTypeOf(draft.fallbackVideo) !== 'video/mp4') return LANDING_FALLBACK_NOT_MP4_MESSAGE;
  }
  return null;
}
