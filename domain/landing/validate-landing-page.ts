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
import { type FieldProblem, fieldProblem, messageOf } from '../forms';
import { type LandingListName, type LandingPageField, landingRowField } from './landing-page-fields';
import { spotifyDestination } from './landing-services';
import { isServiceUrl } from './service-links';

/**
 * A media choice: a new upload (described, not read) or a file already on the server, by name.
 * `type` is the MIME type: the browser's guess in the form, the type sniffed from the bytes on the
 * server (`application/octet-stream` when the bytes are no known media).
 */
export type LandingFileChoice =
  | { readonly kind: 'upload'; readonly name: string; readonly size: number; readonly type: string }
  | { readonly kind: 'existing'; readonly name: string };

/**
 * The slug a title suggests: lowercase ASCII letters and digits in hyphen-separated words (accents
 * dropped, everything else a separator), at most 60 characters, or '' when nothing is left.
 */
export function suggestSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

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
const isUsed = (entry: string): boolean => entry.trim() !== '';

type Problem = FieldProblem<LandingPageField>;

function proportionsProblem(rows: LandingPageDraft['spotifyUris']): Problem | null {
  const usedRows = rows.flatMap((row, index) => (isUsed(row.uri) ? [{ ...row, index }] : []));
  if (usedRows.length === 0) return null;
  const eachValid = usedRows.every(
    (row) => Number.isInteger(row.proportion) && row.proportion >= 0 && row.proportion <= 100,
  );
  if (eachValid && usedRows.reduce((total, row) => total + row.proportion, 0) === 100) return null;
  const fields = usedRows.map((row) => landingRowField('spotifyProportions', row.index));
  return fieldProblem(LANDING_PROPORTIONS_MESSAGE, fields);
}

/** The used rows of `list` that `isValid` refuses, as a problem about exactly those rows. */
function badRows(
  entries: readonly string[] | undefined,
  list: LandingListName,
  isValid: (entry: string) => boolean,
  message: string,
): Problem | null {
  const bad = (entries ?? []).flatMap((entry, index) =>
    isUsed(entry) && !isValid(entry) ? [landingRowField(list, index)] : [],
  );
  return bad.length > 0 ? fieldProblem(message, bad) : null;
}

function serviceLinkProblems(draft: LandingPageDraft): Problem[] {
  const uris = draft.spotifyUris.map((row) => row.uri);
  return [
    badRows(uris, 'spotifyUris', (uri) => spotifyDestination(uri) !== null, LANDING_SPOTIFY_URI_MESSAGE),
    badRows(
      draft.appleMusicUrls,
      'appleMusicUrls',
      (url) => isServiceUrl('apple_music', url),
      LANDING_APPLE_MUSIC_URL_MESSAGE,
    ),
    badRows(
      draft.amazonMusicUrls,
      'amazonMusicUrls',
      (url) => isServiceUrl('amazon_music', url),
      LANDING_AMAZON_MUSIC_URL_MESSAGE,
    ),
    badRows(
      draft.youtubeMusicUrls,
      'youtubeMusicUrls',
      (url) => isServiceUrl('youtube_music', url),
      LANDING_YOUTUBE_MUSIC_URL_MESSAGE,
    ),
  ].filter((problem): problem is Problem => problem !== null);
}

function imageProblem(draft: LandingPageDraft): Problem | null {
  if (exceeds(draft.image, IMAGE_LIMIT_BYTES))
    return fieldProblem(LANDING_IMAGE_TOO_LARGE_MESSAGE, ['image']);
  if (uploadOfWrongType(draft.image, LANDING_IMAGE_TYPES)) {
    return fieldProblem(LANDING_IMAGE_TYPE_MESSAGE, ['image']);
  }
  return null;
}

function videoProblems(draft: LandingPageDraft): Problem[] {
  const problems: Problem[] = [];
  const tooLarge = (['video', 'fallbackVideo'] as const).filter((field) =>
    exceeds(draft[field], VIDEO_LIMIT_BYTES),
  );
  if (tooLarge.length > 0) problems.push(fieldProblem(LANDING_VIDEO_TOO_LARGE_MESSAGE, tooLarge));
  if (!tooLarge.includes('video') && uploadOfWrongType(draft.video, LANDING_VIDEO_TYPES)) {
    problems.push(fieldProblem(LANDING_VIDEO_TYPE_MESSAGE, ['video']));
  }
  if (
    draft.video !== null &&
    mediaTypeOf(draft.video) === 'video/webm' &&
    !tooLarge.includes('fallbackVideo')
  ) {
    if (draft.fallbackVideo === null) {
      problems.push(fieldProblem(LANDING_FALLBACK_REQUIRED_MESSAGE, ['fallbackVideo']));
    } else if (mediaTypeOf(draft.fallbackVideo) !== 'video/mp4') {
      problems.push(fieldProblem(LANDING_FALLBACK_NOT_MP4_MESSAGE, ['fallbackVideo']));
    }
  }
  return problems;
}

/**
 * Every failing check of the landing-page form (docs/product.md §5), in the order of
 * {@link landingPageProblem}, each with the fields it is about, so a form can show them all at once.
 * A field the first check of a kind already refuses is not checked further (a missing slug is not
 * also badly shaped; a video too large is not also of the wrong type).
 */
export function landingPageProblems(draft: LandingPageDraft): Problem[] {
  const problems: Problem[] = [];
  const missing = (['slug', 'title', 'metaPixelId'] as const).filter((field) => !isUsed(draft[field]));
  if (missing.length > 0) problems.push(fieldProblem(LANDING_REQUIRED_FIELDS_MESSAGE, missing));
  if (isUsed(draft.slug) && !LANDING_SLUG_PATTERN.test(draft.slug.trim())) {
    problems.push(fieldProblem(LANDING_SLUG_FORMAT_MESSAGE, ['slug']));
  }
  if (draft.mode === 'create' && draft.image === null) {
    problems.push(fieldProblem(LANDING_IMAGE_REQUIRED_MESSAGE, ['image']));
  }
  const proportions = proportionsProblem(draft.spotifyUris);
  if (proportions) problems.push(proportions);
  problems.push(...serviceLinkProblems(draft));
  const image = imageProblem(draft);
  if (image) problems.push(image);
  problems.push(...videoProblems(draft));
  return problems;
}

/**
 * Checks the landing-page form (docs/product.md §5) and returns the first failing check, with the
 * fields it is about, or `null`. Order: slug, title and Meta Pixel ID present (about the missing
 * ones); slug shape ({@link LANDING_SLUG_PATTERN}); an image when creating; Spotify URI proportions
 * whole numbers 0-100 summing to exactly 100 (about every used row's proportion); each Spotify URI
 * an artist, track, album or playlist; Apple Music, Amazon Music and YouTube Music links on their
 * own https sites (about the refused rows); image at most 5242880 bytes, then PNG, JPEG, WebP or
 * GIF; video, then fallback video, at most 31457280 bytes; the video MP4 or WebM; a WebM video
 * needs a fallback; the fallback must be MP4. Sizes and types apply to uploads only (files already
 * on the server were checked when uploaded), except that a WebM video's fallback must be MP4 either
 * way. File kinds come from the MIME type, or the file name when no type is known. Blank rows are
 * unused form rows and are ignored; row fields count every row, blank or not.
 */
export function landingPageProblem(draft: LandingPageDraft): Problem | null {
  return landingPageProblems(draft)[0] ?? null;
}

/** {@link landingPageProblem}'s message alone, or `null` when the page may be saved. */
export function validateLandingPage(draft: LandingPageDraft): string | null {
  return messageOf(landingPageProblem(draft));
}
