// Messages of the landing-page form, in the order validateLandingPage checks them (SPEC §5).
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

/** SPEC §9: largest accepted image upload, in bytes (5 MB). */
export const IMAGE_LIMIT_BYTES = 5_242_880;
/** SPEC §9: largest accepted video or fallback-video upload, in bytes (30 MB). */
export const VIDEO_LIMIT_BYTES = 31_457_280;
