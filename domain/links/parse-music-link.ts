import { itemKey, type MusicServiceName } from '../catalog/item-key';
import { parseDeezerLink } from './parse-deezer-link';
import { parseSpotifyLink } from './parse-spotify-link';
import type { SpotifyItemType } from './spotify-item-type';

/** What a pasted music-service link names: an item of a service (with its key), or a short link. */
export type ParsedMusicLink =
  | {
      readonly kind: 'item';
      readonly service: MusicServiceName;
      readonly type: SpotifyItemType;
      readonly id: string;
      /** The item key (domain/catalog/item-key.ts): the id for Spotify, `deezer:{id}` for Deezer. */
      readonly key: string;
    }
  | { readonly kind: 'short'; readonly service: MusicServiceName; readonly url: string };

/**
 * Reads a Spotify link (parseSpotifyLink) or a Deezer link (parseDeezerLink); null for anything
 * else. Short links of either service come back as `short`, to be resolved by the server.
 */
export function parseMusicLink(input: string): ParsedMusicLink | null {
  const spotify = parseSpotifyLink(input);
  if (spotify) return withService('spotify', spotify);
  const deezer = parseDeezerLink(input);
  return deezer ? withService('deezer', deezer) : null;
}

function withService(
  service: MusicServiceName,
  link: NonNullable<ReturnType<typeof parseSpotifyLink>>,
): ParsedMusicLink {
  if (link.kind === 'short') return { ...link, service };
  return { ...link, service, key: itemKey({ service, id: link.id }) };
}
