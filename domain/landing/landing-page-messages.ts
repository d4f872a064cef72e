// Messages of the landing-page form, in the order validateLandingPage checks them (docs/product.md §5).
export const LANDING_REQUIRED_FIELDS_MESSAGE = 'Slug, title and Meta Pixel ID are required';
export const LANDING_SLUG_FORMAT_MESSAGE = 'Slug may contain only lowercase letters, digits and hyphens';
export const LANDING_IMAGE_REQUIRED_MESSAGE = 'Please choose an existing image or upload one';
export const LANDING_PROPORTIONS_MESSAGE = 'Spotify URI proportions must sum to 100';
export const LANDING_IMAGE_TOO_LARGE_MESSAGE = 'Image file size must be less than 5MB';
export const LANDING_VIDEO_TOO_LARGE_MESSAGE = 'Video file size must be less than 30MB';
export const LANDING_FALLBACK_REQUIRED_MESSAGE = 'Please provide an MP4 fallback video for WebM format';
export const LANDING_FALLBACK_NOT_MP4_MESSAGE = 'Fallback file must be MP4 format';
export const LANDING_DELETE_CONFIRMATION =
  'Are you sure you want to delete this landing page? This action cannot be undone.';

/** docs/product.md §9: largest accepted image upload, in bytes (5 MB). */
export const IMAGE_LIMIT_BYTES = 5_242_880;
/** docs/product.md §9: largest accepted video or fallback-video upload, in bytes (30 MB). */
export const VIDEO_LIMIT_BYTES = 31_457_280;

// Rules the landing-page form and the server both check, after those docs/product.md §5 names.
export const LANDING_SPOTIFY_URI_MESSAGE =
  'Each Spotify URI must be a spotify: URI or an open.spotify.com link to an artist, track, album or playlist';
export const LANDING_APPLE_MUSIC_URL_MESSAGE = 'Apple Music links must be https://music.apple.com/… URLs';
export const LANDING_AMAZON_MUSIC_URL_MESSAGE = 'Amazon Music links must be https://music.amazon.… URLs';
export const LANDING_YOUTUBE_MUSIC_URL_MESSAGE =
  'YouTube Music links must be https://music.youtube.com/… or https://www.youtube.com/… URLs';
export const LANDING_IMAGE_TYPE_MESSAGE = 'Image must be a PNG, JPEG, WebP or GIF file';
export const LANDING_VIDEO_TYPE_MESSAGE = 'Video must be an MP4 or WebM file';

/** Media types a landing page accepts, by what the file's bytes are (not its name). */
export const LANDING_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const LANDING_VIDEO_TYPES: readonly string[] = ['video/mp4', 'video/webm'];

/** The required-fields rule, said once per field, under the field left empty. */
export const LANDING_FIELD_REQUIRED_MESSAGES = {
  slug: 'Slug is required',
  title: 'Title is required',
  metaPixelId: 'Meta Pixel ID is required',
} as const;
