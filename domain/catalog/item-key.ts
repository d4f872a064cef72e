/** The music services an item can come from. The embedded demo catalog stands in for Spotify. */
export const MUSIC_SERVICES = ['spotify', 'deezer'] as const;
export type MusicServiceName = (typeof MUSIC_SERVICES)[number];

/** One item of one service: the service's own id, as its API and its links spell it. */
export interface ServiceItemId {
  readonly service: MusicServiceName;
  readonly id: string;
}

const SPOTIFY_CATALOG_ID = /^[0-9A-Za-z]{22}$/;
/** Deezer ids are positive integers; 20 digits is well past any id Deezer has issued. */
const DEEZER_ID = /^[1-9][0-9]{0,19}$/;
const DEEZER_PREFIX = 'deezer:';

/** True when `id` has the shape of `service`'s catalog ids (artists, tracks, albums, playlists). */
export function isServiceCatalogId(service: MusicServiceName, id: string): boolean {
  return service === 'spotify' ? SPOTIFY_CATALOG_ID.test(id) : DEEZER_ID.test(id);
}

/**
 * An item's key: how it is stored, routed internally and sent in API bodies. A Spotify id stays as
 * it is (SPEC's routes, paths and stored keys keep their meaning, letter for letter); any other
 * service's id carries its service's name, as in `deezer:3135556`.
 */
export function itemKey(item: ServiceItemId): string {
  return item.service === 'spotify' ? item.id : `${item.service}:${item.id}`;
}

/** The service and id an item key names; null when it is not a well-formed key of a known service. */
export function parseItemKey(key: string): ServiceItemId | null {
  if (key.startsWith(DEEZER_PREFIX)) {
    const id = key.slice(DEEZER_PREFIX.length);
    return DEEZER_ID.test(id) ? { service: 'deezer', id } : null;
  }
  return SPOTIFY_CATALOG_ID.test(key) ? { service: 'spotify', id: key } : null;
}

/** The service an item key belongs to (Spotify for a bare id), without checking the id's shape. */
export function serviceOfKey(key: string): MusicServiceName {
  return key.startsWith(DEEZER_PREFIX) ? 'deezer' : 'spotify';
}

/** The service's display name, for labels such as "Also on Deezer". */
export function musicServiceLabel(service: MusicServiceName): string {
  return service === 'spotify' ? 'Spotify' : 'Deezer';
}
