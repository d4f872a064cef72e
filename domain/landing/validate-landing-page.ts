import {
  IMAGE_LIMIT_BYTES,
  LANDING_FALLBACK_NOT_MP4_MESSAGE,
  LANDING_FALLBACK_REQUIRED_MESSAGE,
  LANDING_IMAGE_REQUIRED_MESSAGE,
  LANDING_IMAGE_TOO_LARGE_MESSAGE,
  LANDING_PROPORTIONS_MESSAGE,
  LANDING_REQUIRED_FIELDS_MESSAGE,
  LANDING_SLUG_FORMAT_MESSAGE,
  LANDING_VIDEO_TOO_LARGE_MESSAGE,
  VIDEO_LIMIT_BYTES,
} from './landing-page-messages';

/** A media choice: a new upload (described, not read) or a file already on the server, by name. */
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
}

/** Lowercase letters and digits in hyphen-separated words: the slug becomes the path `/landing/{slug}`. */
export const LANDING_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const hasExtension = (name: string, extension: string): boolean =>
  name.toLowerCase().endsWith(`.${extension}`);
const isWebm = (file: LandingFileChoice): boolean =>
  (file.kind === 'upload' && file.type.toLowerCase() === 'video/webm') || hasExtension(file.name, 'webm');
const isMp4 = (file: LandingFileChoice): boolean =>
  file.kind === 'upload' && file.type !== ''
    ? file.type.toLowerCase() === 'video/mp4'
    : hasExtension(file.name, 'mp4');
const exceeds = (file: LandingFileChoice | null, limit: number): boolean =>
  file?.kind === 'upload' && !(file.size <= limit);

function proportionsAreValid(rows: LandingPageDraft['spotifyUris']): boolean {
  const used = rows.filter((row) => row.uri.trim() !== '');
  if (used.length === 0) return true;
  if (!used.every((row) => Number.isFinite(row.proportion) && row.proportion >= 0 && row.proportion <= 100)) {
    return false;
  }
  const sum = used.reduce((total, row) => total + row.proportion, 0);
  return Math.abs(sum - 100) < 1e-9;
}

/**
 * Checks the landing-page form (SPEC §5) and returns the first failing message, or `null`. Order:
 * slug, title and Meta Pixel ID present; slug shape ({@link LANDING_SLUG_PATTERN}); an image when
 * creating; Spotify URI proportions each 0-100 summing to exactly 100; image at most 5242880 bytes;
 * video, then fallback video, at most 31457280 bytes; a WebM video needs a fallback; the fallback
 * must be MP4. Sizes apply to uploads only; existing files were checked when uploaded. File kinds
 * come from the MIME type, or the file name when no type is known.
 */
export function validateLandingPage(draft: LandingPageDraft): string | null {
  if ([draft.slug, draft.title, draft.metaPixelId].some((field) => field.trim() === '')) {
    return LANDING_REQUIRED_FIELDS_MESSAGE;
  }
  if (!LANDING_SLUG_PATTERN.test(draft.slug.trim())) return LANDING_SLUG_FORMAT_MESSAGE;
  if (draft.mode === 'create' && draft.image === null) return LANDING_IMAGE_REQUIRED_MESSAGE;
  if (!proportionsAreValid(draft.spotifyUris)) return LANDING_PROPORTIONS_MESSAGE;
  if (exceeds(draft.image, IMAGE_LIMIT_BYTES)) return LANDING_IMAGE_TOO_LARGE_MESSAGE;
  if (exceeds(draft.video, VIDEO_LIMIT_BYTES) || exceeds(draft.fallbackVideo, VIDEO_LIMIT_BYTES)) {
    return LANDING_VIDEO_TOO_LARGE_MESSAGE;
  }
  if (draft.video !== null && isWebm(draft.video)) {
    if (draft.fallbackVideo === null) return LANDING_FALLBACK_REQUIRED_MESSAGE;
    if (!isMp4(draft.fallbackVideo)) return LANDING_FALLBACK_NOT_MP4_MESSAGE;
  }
  return null;
}
