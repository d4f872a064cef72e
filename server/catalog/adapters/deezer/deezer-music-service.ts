import {
  type MusicAlbum,
  type MusicAlbumSummary,
  type MusicArtist,
  type MusicItemType,
  type MusicPageRequest,
  type MusicPlaylist,
  type MusicPlaylistItem,
  type MusicSearchItems,
  type MusicSearchPage,
  MusicServiceError,
  type MusicTrack,
  type MusicUser,
  isMusicServiceError,
} from '@domain/catalog';
import type { MusicLookups, MusicPlaylistOptions, MusicRead, MusicService } from '@domain/ports';
import { fail, ok } from '@domain/result';
import { DeezerHttp, type DeezerHttpOptions, type Query } from './deezer-http';
import * as map from './deezer-mapping';
import type { WireAlbum, WireArtist, WireList, WirePlaylist, WireTrack, WireUser } from './deezer-wire';

export interface DeezerMusicServiceOptions extends DeezerHttpOptions {
  /** Items asked for per list page (default 100; Deezer's own default is 25). */
  readonly pageSize?: number;
}

/** Deezer ids are positive integers; anything else is unknown without asking. */
const DEEZER_ID = /^[1-9]\d{0,19}$/;
const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;
const UPC = /^\d{8,14}$/;
const MAX_ALBUM_PAGES = 20;
const MAX_TRACK_PAGES = 40;
const MAX_USER_PLAYLIST_PAGES = 20;
const TOP_TRACKS = 10;

/**
 * Deezer's public API (keyless) as a `MusicService` with `MusicLookups`. Ids are Deezer's own bare
 * numbers as strings (the caller adds `deezer:`). Deezer gives fans (`followers`) for artists and
 * playlists, a track `rank` (kept as `rank`; `popularity` stays null: Deezer has no 0–100 score),
 * every playlist's contents with `time_add`, ISRCs and UPCs.
 */
export class DeezerMusicService implements MusicService, MusicLookups {
  private readonly http: DeezerHttp;
  private readonly pageSize: number;

  constructor(options: DeezerMusicServiceOptions) {
    this.http = new DeezerHttp(options);
    this.pageSize = options.pageSize ?? 100;
  }

  async search<T extends MusicItemType>(
    query: string,
    type: T,
    page: MusicPageRequest,
  ): MusicRead<MusicSearchPage<MusicSearchItems[T]>> {
    return guard(async () => {
      const body = await this.http.get<WireList<unknown>>(`/search/${type}`, {
        q: query,
        index: page.offset,
        limit: page.limit,
      });
      const wire = present(body.data);
      const items =
        type === 'artist'
          ? wire.map((item) => map.artist(item as WireArtist))
          : type === 'track'
            ? wire.map((item) => map.track(item as WireTrack))
            : wire.map((item) => map.playlist(item as WirePlaylist, null));
      return {
        items: items.filter((item) => item.id !== '') as MusicSearchItems[T][],
        total: typeof body.total === 'number' ? body.total : items.length,
      };
    });
  }

  async getArtist(id: string): MusicRead<MusicArtist> {
    return this.read(id, async () => map.artist(await this.http.get<WireArtist>(`/artist/${id}`)));
  }

  async getArtistAlbums(id: string): MusicRead<readonly MusicAlbumSummary[]> {
    return this.read(id, async () => {
      const albums = await this.all<WireAlbum>(`/artist/${id}/albums`, MAX_ALBUM_PAGES);
      const unique = new Map(albums.map((album) => [map.idOf(album.id), album]));
      unique.delete('');
      return [...unique.values()].map(map.albumSummary);
    });
  }

  async getAlbum(id: string): MusicRead<MusicAlbum> {
    return this.read(id, () => this.album(`/album/${id}`));
  }

  async getArtistTopTracks(id: string): MusicRead<readonly MusicTrack[]> {
    return this.read(id, async () => {
      const body = await this.http.get<WireList<WireTrack>>(`/artist/${id}/top`, { limit: TOP_TRACKS });
      return present(body.data)
        .map((track) => map.track(track))
        .filter((track) => track.id !== '');
    });
  }

  async getTrack(id: string): MusicRead<MusicTrack> {
    return this.read(id, async () => map.track(await this.http.get<WireTrack>(`/track/${id}`)));
  }

  async getPlaylist(id: string, options: MusicPlaylistOptions = {}): MusicRead<MusicPlaylist> {
    return this.read(id, async () => {
      const wire = await this.http.get<WirePlaylist>(`/playlist/${id}`);
      if (options.withItems === false) return map.playlist(wire, null);
      const embedded = present(wire.tracks?.data);
      const total = wire.tracks?.total ?? wire.nb_tracks ?? embedded.length;
      // The embedded list may be shorter than the playlist (recorded: 93 of 102): read the pages.
      const tracks =
        embedded.length >= total && wire.tracks?.next === undefined
          ? embedded
          : await this.all<WireTrack>(`/playlist/${id}/tracks`, MAX_TRACK_PAGES);
      const items = tracks.map(map.playlistItem).filter((item): item is MusicPlaylistItem => item !== null);
      return map.playlist(wire, items);
    });
  }

  async getUser(id: string): MusicRead<MusicUser> {
    return this.read(id, async () => map.user(await this.http.get<WireUser>(`/user/${id}`)));
  }

  async trackByIsrc(isrc: string): MusicRead<MusicTrack | null> {
    const code = isrc.trim().toUpperCase();
    if (!ISRC.test(code)) return ok(null);
    return guard(async () => {
      const wire = await orNull(() => this.http.get<WireTrack>(`/track/isrc:${code}`));
      const track = wire === null ? null : map.track(wire);
      return track === null || track.id === '' ? null : track;
    });
  }

  async albumByUpc(upc: string): MusicRead<MusicAlbum | null> {
    const code = upc.trim();
    if (!UPC.test(code)) return ok(null);
    return guard(async () => {
      const wire = await orNull(() => this.http.get<WireAlbum>(`/album/upc:${code}`));
      return wire === null || map.idOf(wire.id) === '' ? null : this.completeAlbum(wire);
    });
  }

  async userPlaylists(userId: string): MusicRead<readonly MusicPlaylist[]> {
    return this.read(userId, async () => {
      const playlists = await this.all<WirePlaylist>(`/user/${userId}/playlists`, MAX_USER_PLAYLIST_PAGES);
      return playlists.map((wire) => map.playlist(wire, null)).filter((playlist) => playlist.id !== '');
    });
  }

  /** The album with every track: the embedded list when complete, else every page of `/tracks`. */
  private async album(path: string): Promise<MusicAlbum> {
    return this.completeAlbum(await this.http.get<WireAlbum>(path));
  }

  private async completeAlbum(wire: WireAlbum): Promise<MusicAlbum> {
    const embedded = present(wire.tracks?.data);
    const total = wire.nb_tracks ?? embedded.length;
    const albumId = map.idOf(wire.id);
    const tracks =
      embedded.length >= total || albumId === ''
        ? embedded
        : await this.all<WireTrack>(`/album/${albumId}/tracks`, MAX_TRACK_PAGES);
    return map.album(wire, tracks);
  }

  /**
   * Every item of a list, page by page: Deezer's `next` gives the following page's `index` (its
   * host is not followed, only the index); the last page has no `next`.
   */
  private async all<T>(path: string, maxPages: number, query: Query = {}): Promise<T[]> {
    const items: T[] = [];
    let index = 0;
    for (let page = 0; page < maxPages; page++) {
      const body = await this.http.get<WireList<T>>(path, { ...query, index, limit: this.pageSize });
      const data = present(body.data);
      items.push(...data);
      const next = nextIndex(body.next);
      if (data.length === 0 || next === null || next <= index) break;
      index = next;
    }
    return items;
  }

  /** A read by id: an id Deezer cannot have is `not_found` without a call. */
  private read<T>(id: string, work: () => Promise<T>): MusicRead<T> {
    if (!DEEZER_ID.test(id))
      return Promise.resolve(fail(new MusicServiceError('not_found', 'Not a Deezer id.')));
    return guard(work);
  }
}

function present<T>(list: ReadonlyArray<T | null> | undefined): T[] {
  return Array.isArray(list)
    ? list.filter((item): item is T => item !== null && typeof item === 'object')
    : [];
}

function nextIndex(next: unknown): number | null {
  if (typeof next !== 'string') return null;
  try {
    const index = Number(new URL(next).searchParams.get('index'));
    return Number.isSafeInteger(index) && index > 0 ? index : null;
  } catch {
    return null;
  }
}

/** A lookup by code: "no data" means Deezer knows no such item. */
async function orNull<T>(work: () => Promise<T | null>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (isMusicServiceError(error, 'not_found')) return null;
    throw error;
  }
}

/** The port's edge: the layers below throw, the port answers values. */
async function guard<T>(work: () => Promise<T>): MusicRead<T> {
  try {
    return ok(await work());
  } catch (error) {
    if (error instanceof MusicServiceError) return fail(error);
    return fail(new MusicServiceError('unavailable', 'Deezer sent an answer we could not read.'));
  }
}
