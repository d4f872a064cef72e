import type { SpotifyItemType } from './spotify-item-type';

/**
 * The public web address of a Spotify item, e.g. `https://open.spotify.com/track/{id}`.
 * `user` is accepted too because profile links share the same shape; the id is URL-encoded
 * since user ids are free-form.
 */
export function spotifyWebUrl(type: SpotifyItemType | 'user', id: string): string {
  return `https://open.spotify.com/${type}/${encodeURIComponent(id)}`;
}
