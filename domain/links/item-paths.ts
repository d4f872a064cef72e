import { parseItemKey, serviceOfKey } from '../catalog/item-key';
import { deezerWebUrl } from './parse-deezer-link';
import { spotifyWebUrl } from './spotify-web-url';

/** The kinds of item with a page of their own (albums have none). */
export type ItemPageKind = 'artist' | 'track' | 'playlist';

/** A key's service and bare id (a malformed key counts as Spotify's, as `serviceOfKey` does). */
function split(key: string): { readonly deezer: boolean; readonly id: string } {
  const deezer = serviceOfKey(key) === 'deezer';
  return { deezer, id: deezer ? (parseItemKey(key)?.id ?? key.slice('deezer:'.length)) : key };
}

/**
 * The browser route of an item from its key: `/artist/{id}` for Spotify (SPEC's routes),
 * `/deezer/artist/{id}` for `deezer:{id}`. The id is URL-encoded.
 */
export function itemPath(kind: ItemPageKind, key: string): string {
  const { deezer, id } = split(key);
  return `${deezer ? '/deezer' : ''}/${kind}/${encodeURIComponent(id)}`;
}

/**
 * The API path of an item from its key, with `suffix` after the id (`/history`, `/placements`...):
 * `/api/artist/{id}{suffix}` for Spotify, `/api/deezer/artist/{id}{suffix}` for `deezer:{id}`.
 */
export function itemApiPath(kind: ItemPageKind, key: string, suffix = ''): string {
  return `/api${itemPath(kind, key)}${suffix}`;
}

/** The twins of item-scoped API paths: `/api/deezer/{rest}` whose first id segment becomes `deezer:{id}`. */
const DEEZER_API_PATH =
  /^\/api\/deezer\/((?:user\/(?:is-tracking-artist|is-tracking-track|tracking)|alerts\/rules\/(?:artist|track|playlist)|artist|track|playlist|curator))\/([^/?#]+)(.*)$/s;

/**
 * The API address a request names, with a `/api/deezer/…` twin restated in item keys:
 * `/api/deezer/artist/27/history` is `/api/artist/deezer:27/history`, and likewise
 * `/api/deezer/user/tracking/{id}`, `/api/deezer/alerts/rules/{kind}/{id}`, `/api/deezer/curator/{id}`
 * (an owner's key, `deezer:{id}`, as playlist answers name it). Any other address
 * (Spotify's among them) is answered unchanged. The id is not checked here: the route's key schema
 * answers 400 for `deezer:abc`.
 */
export function keyedApiUrl(url: string): string {
  const match = DEEZER_API_PATH.exec(url);
  if (!match) return url;
  const [, prefix, id, rest] = match;
  return `/api/${prefix}/deezer:${id}${rest}`;
}

/**
 * A curator's page from the owner's key (a playlist answer's `owner.id`): `/curator/{id}` for a
 * Spotify user, `/deezer/curator/{id}` for `deezer:{id}`. The id is URL-encoded.
 */
export function curatorPath(ownerKey: string): string {
  const { deezer, id } = split(ownerKey);
  return `${deezer ? '/deezer' : ''}/curator/${encodeURIComponent(id)}`;
}

/** The item's page on its own service: open.spotify.com, or www.deezer.com for a Deezer key. */
export function itemWebUrl(kind: ItemPageKind, key: string): string {
  const { deezer, id } = split(key);
  return deezer ? deezerWebUrl(kind, id) : spotifyWebUrl(kind, id);
}

/**
 * An API path under the key's service, relative to `/api`: `{path}/{id}` for Spotify,
 * `/deezer{path}/{id}` for `deezer:{id}` (e.g. `/user/tracking` or `/alerts/rules/artist`).
 */
export function keyedApiPath(path: string, key: string): string {
  const { deezer, id } = split(key);
  return `${deezer ? '/deezer' : ''}${path}/${encodeURIComponent(id)}`;
}

/** The key as a file-name part: the Spotify id, or `deezer-{id}` (no colon, which file systems refuse). */
export function itemFileLabel(key: string): string {
  const { deezer, id } = split(key);
  return deezer ? `deezer-${id}` : key;
}
