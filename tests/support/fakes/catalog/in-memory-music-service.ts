// An in-memory MusicService for use-case tests: items set by hand, every call counted, and any
// method made to fail with the service's expected errors (answered as values, as the port says).
import {
  type MusicAlbum,
  type MusicAlbumSummary,
  type MusicArtist,
  type MusicItemType,
  type MusicPageRequest,
  type MusicPlaylist,
  type MusicSearchItems,
  type MusicSearchPage,
  MusicServiceError,
  type MusicServiceErrorKind,
  type MusicTrack,
  type MusicUser,
  settleMusicRead,
} from '@domain/catalog';
import type { MusicRead, MusicService } from '@domain/ports';

/** A distinct 22-character base62 id made from a short label, e.g. `catalogId('a1')`. */
export const catalogId = (label: string) => `${label}Z`.padEnd(22, '0').slice(0, 22);

type Method = keyof MusicService;

export class InMemoryMusicService implements MusicService {
  readonly artists = new Map<string, MusicArtist>();
  readonly albums = new Map<string, MusicAlbum>();
  /** Per artist: the albums listed for it, each with its `albumGroup`. */
  readonly artistAlbums = new Map<string, MusicAlbumSummary[]>();
  /** Per artist: the service's top tracks; absent means the service offers none (null). */
  readonly topTracks = new Map<string, MusicTrack[]>();
  readonly tracks = new Map<string, MusicTrack>();
  readonly playlists = new Map<string, MusicPlaylist>();
  readonly calls: Partial<Record<Method, number>> = {};
  readonly searches: Array<{ query: string; type: MusicItemType; page: MusicPageRequest }> = [];
  private readonly failures = new Map<Method, MusicServiceErrorKind>();

  /** Every later call of `method` fails with `kind`. */
  failWith(method: Method, kind: MusicServiceErrorKind): this {
    this.failures.set(method, kind);
    return this;
  }

  async search<T extends MusicItemType>(
    query: string,
    type: T,
    page: MusicPageRequest,
  ): MusicRead<MusicSearchPage<MusicSearchItems[T]>> {
    return settleMusicRead(() => this.searchNow(query, type, page));
  }

  private searchNow<T extends MusicItemType>(
    query: string,
    type: T,
    page: MusicPageRequest,
  ): MusicSearchPage<MusicSearchItems[T]> {
    this.enter('search');
    this.searches.push({ query, type, page });
    const pool: ReadonlyArray<{ name: string }> = [
      ...(type === 'artist' ? this.artists : type === 'track' ? this.tracks : this.playlists).values(),
    ];
    const matches = pool.filter((item) => item.name.toLowerCase().includes(query.toLowerCase()));
    const items = matches.slice(page.offset, page.offset + page.limit) as MusicSearchItems[T][];
    return { items, total: matches.length };
  }

  async getArtist(id: string): MusicRead<MusicArtist> {
    return settleMusicRead(() => {
      this.enter('getArtist');
      return found(this.artists.get(id));
    });
  }

  async getArtistAlbums(id: string): MusicRead<readonly MusicAlbumSummary[]> {
    return settleMusicRead(() => {
      this.enter('getArtistAlbums');
      return found(this.artistAlbums.get(id));
    });
  }

  async getAlbum(id: string): MusicRead<MusicAlbum> {
    return settleMusicRead(() => {
      this.enter('getAlbum');
      return found(this.albums.get(id));
    });
  }

  async getArtistTopTracks(id: string): MusicRead<readonly MusicTrack[] | null> {
    return settleMusicRead(() => {
      this.enter('getArtistTopTracks');
      found(this.artists.get(id));
      return this.topTracks.get(id) ?? null;
    });
  }

  async getTrack(id: string): MusicRead<MusicTrack> {
    return settleMusicRead(() => {
      this.enter('getTrack');
      return found(this.tracks.get(id));
    });
  }

  async getPlaylist(id: string): MusicRead<MusicPlaylist> {
    return settleMusicRead(() => {
      this.enter('getPlaylist');
      return found(this.playlists.get(id));
    });
  }

  async getUser(): MusicRead<MusicUser | null> {
    return settleMusicRead(() => {
      this.enter('getUser');
      return null;
    });
  }

  private enter(method: Method): void {
    this.calls[method] = (this.calls[method] ?? 0) + 1;
    const kind = this.failures.get(method);
    if (kind) throw new MusicServiceError(kind, `${method} failed (${kind})`);
  }
}

function found<T>(item: T | undefined): T {
  if (item === undefined) throw new MusicServiceError('not_found', 'No such item');
  return item;
}
