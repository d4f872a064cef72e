/** The catalog item kinds a Spotify link can point at. */
export type SpotifyItemType = 'artist' | 'track' | 'playlist' | 'album';

/** Every Spotify item kind, in a fixed order (useful for menus and generators). */
export const SPOTIFY_ITEM_TYPES: readonly SpotifyItemType[] = ['artist', 'track', 'playlist', 'album'];

/** True when `value` names one of the {@link SpotifyItemType}s (case-sensitive). */
export function isSpotifyItemType(value: string): value is SpotifyItemType {
  return (SPOTIFY_ITEM_TYPES as readonly string[]).includes(value);
}
