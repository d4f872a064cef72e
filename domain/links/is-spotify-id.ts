const CATALOG_ID = /^[0-9A-Za-z]{22}$/;

/**
 * True when `id` has the shape of a Spotify catalog id: exactly 22 base62 characters.
 * User ids are free-form and do not pass this check.
 */
export function isSpotifyId(id: string): boolean {
  return CATALOG_ID.test(id);
}
