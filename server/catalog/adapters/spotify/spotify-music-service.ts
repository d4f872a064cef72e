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
import type { MusicPlaylistOptions, MusicRead, MusicService } from '@domain/ports';
import { fail, ok } from '@domain/result';
import { SpotifyHttp, type SpotifyHttpOptions } from './spotify-http';
import * as map from './spotify-mapping';
import { SpotifyPager } from './spotify-pager';
import type {
  WireAlbum,
  WireArtist,
  WirePaging,
  WirePlaylist,
  WirePlaylistEntry,
  WireSimpleAlbum,
  WireSimpleTrack,
  WireTrack,
  WireUser,
} from './spotify-wire';

export interface SpotifyMusicServiceOptions extends SpotifyHttpOptions {
  /** Market for top tracks (default US). */
  readonly market?: string;
}

const ALBUM_GROUPS = 'album,single,appears_on,compilation';
const MAX_ALBUM_PAGES = 30;
const MAX_PLAYLIST_PAGES = 100;

/** The Spotify Web API as a `MusicService` (client credentials, either access level). */
export class SpotifyMusicService implements MusicService {
  private readonly http: SpotifyHttp;
  private readonly pager: SpotifyPager;

  constructor(private readonly options: SpotifyMusicServiceOptions) {
    this.http = new SpotifyHttp(options);
    this.pager = new SpotifyPager(this.http);
  }

  async search<T extends MusicItemType>(
    query: string,
    type: T,
    page: MusicPageRequest,
  ): MusicRead<MusicSearchPage<MusicSearchItems[T]>> {
    return guard(async () => {
      const key = `${type}s` as const;
      const body = await this.pager.page<Record<string, WirePaging<unknown> | undefined>>(
        '/search',
        { q: query, type },
        page,
      );
      const paging = body[key];
      const items = (paging?.items ?? []).filter(
        (item): item is object => item !== null && typeof item === 'object',
      );
      const mapped =
        type === 'artist'
          ? items.map((item) => map.artist(item as WireArtist))
          : type === 'track'
            ? items.map((item) => map.track(item as WireTrack))
            : items.map((item) => map.playlist(item as WirePlaylist, null));
      return {
        items: mapped.filter((item) => item.id !== '') as MusicSearchItems[T][],
        total: paging?.total ?? mapped.length,
      };
    });
  }

  async getArtist(id: string): MusicRead<MusicArtist> {
    return guard(async () => map.artist(await this.http.get<WireArtist>(`/artists/${encode(id)}`)));
  }

  async getArtistAlbums(id: string): MusicRead<readonly MusicAlbumSummary[]> {
    return guard(async () => {
      const albums = await this.pager.all<WireSimpleAlbum>(
        `/artists/${encode(id)}/albums`,
        { include_groups: ALBUM_GROUPS },
        MAX_ALBUM_PAGES,
      );
      return albums.filter((album) => typeof album.id === 'string').map(map.albumSummary);
    });
  }

  async getAlbum(id: string): MusicRead<MusicAlbum> {
    return guard(async () => {
      const album = await this.http.get<WireAlbum>(`/albums/${encode(id)}`);
      const first = (album.tracks?.items ?? []).filter((track): track is WireSimpleTrack => track !== null);
      const total = album.tracks?.total ?? first.length;
      const rest =
        total > first.length
          ? await this.pager.all<WireSimpleTrack>(`/albums/${encode(id)}/tracks`, {}, 20, first.length)
          : [];
      return map.album(album, [...first, ...rest]);
    });
  }

  async getArtistTopTracks(id: string): MusicRead<readonly MusicTrack[] | null> {
    return guard(async () => {
      try {
        const body = await this.http.get<{ tracks?: ReadonlyArray<WireTrack | null> }>(
          `/artists/${encode(id)}/top-tracks`,
          {
            market: this.options.market ?? 'US',
          },
        );
        return (body.tracks ?? [])
          .filter((track): track is WireTrack => typeof track?.id === 'string')
          .map(map.track);
      } catch (error) {
        // Development Mode removed this endpoint: the caller derives top tracks itself.
        if (isMusicServiceError(error, 'forbidden') || isMusicServiceError(error, 'not_found')) return null;
        throw error;
      }
    });
  }

  async getTrack(id: string): MusicRead<MusicTrack> {
    return guard(async () => map.track(await this.http.get<WireTrack>(`/tracks/${encode(id)}`)));
  }

  async getPlaylist(id: string, options: MusicPlaylistOptions = {}): MusicRead<MusicPlaylist> {
    return guard(async () => {
      const wire = await this.http.get<WirePlaylist>(`/playlists/${encode(id)}`);
      const items = options.withItems === false ? null : await this.playlistItems(id, wire);
      return map.playlist(wire, items);
    });
  }

  async getUser(id: string): MusicRead<MusicUser | null> {
    return guard(async () => {
      try {
        return map.user(await this.http.get<WireUser>(`/users/${encode(id)}`));
      } catch (error) {
        if (isMusicServiceError(error, 'forbidden')) return null;
        throw error;
      }
    });
  }

  /** Every entry, or null when the service gives no contents (Development Mode, app-only token). */
  private async playlistItems(id: string, wire: WirePlaylist): Promise<MusicPlaylistItem[] | null> {
    const contents = wire.tracks ?? wire.items;
    if (!contents || !Array.isArray(contents.items)) return null;
    const entries: Array<WirePlaylistEntry | null> = [...contents.items];
    const total = contents.total ?? entries.length;
    if (total > entries.length) {
      const rest = await this.playlistEntries(id, entries.length);
      if (rest === null) return null;
      entries.push(...rest);
    }
    return entries.map(map.playlistItem).filter((item): item is MusicPlaylistItem => item !== null);
  }

  /** `/playlists/{id}/items` (2026 name), falling back to the older `/tracks`. */
  private async playlistEntries(id: string, offset: number): Promise<WirePlaylistEntry[] | null> {
    for (const path of [`/playlists/${encode(id)}/items`, `/playlists/${encode(id)}/tracks`]) {
      try {
        return await this.pager.all<WirePlaylistEntry>(path, {}, MAX_PLAYLIST_PAGES, offset);
      } catch (error) {
        if (!isMusicServiceError(error, 'not_found') && !isMusicServiceError(error, 'forbidden')) throw error;
      }
    }
    return null;
  }
}

function encode(id: string): string {
  return encodeURIComponent(id);
}

/**
 * The port's edge: the HTTP layers below throw, the port answers values. Anything but a typed
 * failure (an answer we could not read) is reported as "unavailable".
 */
async function guard<T>(work: () => Promise<T>): MusicRead<T> {
  try {
    return ok(await work());
  } catch (error) {
    if (error instanceof MusicServiceError) return fail(error);
    return fail(new MusicServiceError('unavailable', 'The music service sent an answer we could not read.'));
  }
}
