import {
  MUSIC_SERVICES,
  type MusicAlbum,
  type MusicAlbumSummary,
  type MusicArtist,
  type MusicItemType,
  type MusicPageRequest,
  type MusicPlaylist,
  type MusicSearchItems,
  type MusicSearchPage,
  MusicServiceError,
  type MusicServiceName,
  type MusicTrack,
  type MusicUser,
  musicServiceLabel,
  serviceOfKey,
} from '@domain/catalog';
import { isServiceCatalogId } from '@domain/catalog';
import type { MusicPlaylistOptions, MusicRead, MusicService } from '@domain/ports';
import { fail, ok, type Result } from '@domain/result';
import type { MusicServices } from '../music-services';
import { type ItemKeyRewrite, itemKeyRewrite } from './item-key-rewrite';

/** The failure message of a key whose service this install has not switched on. */
export const SERVICE_OFF_MESSAGE = 'This service is not enabled on this installation';

/**
 * One `MusicService` over item keys (domain/catalog/item-key.ts) for every service switched on: a
 * key is answered by its own service (`deezer:27` asks Deezer for `27`) and the answer's ids come
 * back as keys, so everything downstream stores and routes keys. Spotify keys are Spotify's ids and
 * pass through unchanged. A key of a service that is off answers `not_found` (SERVICE_OFF_MESSAGE).
 */
export class RoutedMusicService implements MusicService {
  /** The services switched on, in MUSIC_SERVICES order; the first is the default for search. */
  readonly enabled: readonly MusicServiceName[];

  constructor(readonly services: MusicServices) {
    this.enabled = MUSIC_SERVICES.filter((name) => services[name] !== undefined);
  }

  isEnabled(service: MusicServiceName): boolean {
    return this.services[service] !== undefined;
  }

  async search<T extends MusicItemType>(
    query: string,
    type: T,
    page: MusicPageRequest,
    service?: MusicServiceName,
  ): MusicRead<MusicSearchPage<MusicSearchItems[T]>> {
    const name = service ?? this.enabled[0];
    const music = name === undefined ? undefined : this.services[name];
    if (name === undefined || music === undefined) return fail(serviceOff(service ?? 'spotify'));
    const answer = await music.search(query, type, page);
    if (!answer.ok) return answer;
    const rewrite = itemKeyRewrite(name);
    const rewriteItem = SEARCH_REWRITES[type](rewrite) as (item: MusicSearchItems[T]) => MusicSearchItems[T];
    return ok({ ...answer.value, items: answer.value.items.map(rewriteItem) });
  }

  getArtist(key: string): MusicRead<MusicArtist> {
    return this.route(key, (music, id, rewrite) => map(music.getArtist(id), rewrite.artist));
  }

  getArtistAlbums(key: string): MusicRead<readonly MusicAlbumSummary[]> {
    return this.route(key, (music, id, rewrite) =>
      map(music.getArtistAlbums(id), (albums) => albums.map(rewrite.albumSummary)),
    );
  }

  getAlbum(key: string): MusicRead<MusicAlbum> {
    return this.route(key, (music, id, rewrite) => map(music.getAlbum(id), rewrite.album));
  }

  getArtistTopTracks(key: string): MusicRead<readonly MusicTrack[] | null> {
    return this.route(key, (music, id, rewrite) =>
      map(music.getArtistTopTracks(id), (tracks) => tracks?.map(rewrite.track) ?? null),
    );
  }

  getTrack(key: string): MusicRead<MusicTrack> {
    return this.route(key, (music, id, rewrite) => map(music.getTrack(id), rewrite.track));
  }

  getPlaylist(key: string, options?: MusicPlaylistOptions): MusicRead<MusicPlaylist> {
    return this.route(key, (music, id, rewrite) => map(music.getPlaylist(id, options), rewrite.playlist));
  }

  /** User ids are free-form on Spotify, so a user key is only checked for its service. */
  getUser(key: string): MusicRead<MusicUser | null> {
    return this.route(
      key,
      (music, id, rewrite) => map(music.getUser(id), (user) => (user === null ? null : rewrite.user(user))),
      { anyId: true },
    );
  }

  private async route<T>(
    key: string,
    read: (music: MusicService, id: string, rewrite: ItemKeyRewrite) => MusicRead<T>,
    options: { readonly anyId?: boolean } = {},
  ): MusicRead<T> {
    const service = serviceOfKey(key);
    const music = this.services[service];
    if (music === undefined) return fail(serviceOff(service));
    if (service === 'spotify') return read(music, key, itemKeyRewrite('spotify'));
    const id = key.slice(service.length + 1);
    if (!options.anyId && !isServiceCatalogId(service, id)) {
      return fail(new MusicServiceError('not_found', `Not a ${musicServiceLabel(service)} id: ${id}`));
    }
    return read(music, id, itemKeyRewrite(service));
  }
}

function serviceOff(service: MusicServiceName): MusicServiceError {
  return new MusicServiceError('not_found', `${SERVICE_OFF_MESSAGE} (${musicServiceLabel(service)})`);
}

async function map<T, U>(
  read: MusicRead<T>,
  rewrite: (value: T) => U,
): Promise<Result<U, MusicServiceError>> {
  const answer = await read;
  return answer.ok ? ok(rewrite(answer.value)) : answer;
}

const SEARCH_REWRITES: {
  readonly [K in MusicItemType]: (
    rewrite: ItemKeyRewrite,
  ) => (item: MusicSearchItems[K]) => MusicSearchItems[K];
} = {
  artist: (rewrite) => rewrite.artist,
  track: (rewrite) => rewrite.track,
  playlist: (rewrite) => rewrite.playlist,
};
