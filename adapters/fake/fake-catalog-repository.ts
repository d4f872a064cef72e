import { injectable, unmanaged } from 'inversify';
import type {
  ArtistDetails,
  PlaylistInfo,
  SearchResponse,
  SearchType,
  TrackDetails,
} from '../../domain/contracts/catalog';
import {
  CatalogNotFoundError,
  type CatalogRepository,
  type PlaylistReadOptions,
} from '../../domain/ports-browser/catalog-repository';
import {
  ARTISTS,
  artistSearchItem,
  PLAYLISTS,
  playlistSearchItem,
  SHORT_LINKS,
  TRACKS,
  trackSearchItem,
} from './catalog-fixtures';

const PAGE_SIZE = 10;

export interface FakeCatalogData {
  readonly artists: readonly ArtistDetails[];
  readonly tracks: readonly TrackDetails[];
  readonly playlists: readonly PlaylistInfo[];
  readonly shortLinks: Readonly<Record<string, string>>;
}

/** In-memory catalog for `VITE_BACKEND=fake` and UI tests; same contract as the HTTP adapter. */
@injectable()
export class FakeCatalogRepository implements CatalogRepository {
  private readonly data: FakeCatalogData;

  constructor(@unmanaged() data?: Partial<FakeCatalogData>) {
    this.data = {
      artists: data?.artists ?? ARTISTS,
      tracks: data?.tracks ?? TRACKS,
      playlists: data?.playlists ?? PLAYLISTS,
      shortLinks: data?.shortLinks ?? SHORT_LINKS,
    };
  }

  async search(query: string, type: SearchType, page: number): Promise<SearchResponse> {
    const needle = query.trim().toLowerCase();
    const matches = (name: string) => needle !== '' && name.toLowerCase().includes(needle);
    const start = (Math.max(1, Math.floor(page)) - 1) * PAGE_SIZE;
    const pageOf = <T>(all: readonly T[]) => ({
      items: all.slice(start, start + PAGE_SIZE),
      total: all.length,
    });
    if (type === 'artist') {
      return { artists: pageOf(this.data.artists.filter((a) => matches(a.name)).map(artistSearchItem)) };
    }
    if (type === 'track') {
      const found = this.data.tracks.filter(
        (t) => matches(t.name) || t.artists.some((artist) => matches(artist.name)),
      );
      return { tracks: pageOf(found.map(trackSearchItem)) };
    }
    return { playlists: pageOf(this.data.playlists.filter((p) => matches(p.name)).map(playlistSearchItem)) };
  }

  async getArtist(id: string): Promise<ArtistDetails> {
    return found(
      this.data.artists.find((a) => a.id === id),
      'artist',
      id,
    );
  }

  async getTrack(id: string): Promise<TrackDetails> {
    return found(
      this.data.tracks.find((t) => t.id === id),
      'track',
      id,
    );
  }

  async getPlaylist(id: string, _options?: PlaylistReadOptions): Promise<PlaylistInfo> {
    return found(
      this.data.playlists.find((p) => p.id === id),
      'playlist',
      id,
    );
  }

  async resolveUrl(url: string): Promise<string> {
    const target = this.data.shortLinks[url.trim()];
    if (!target) throw new Error(`Could not resolve ${url}`);
    return target;
  }
}

function found<T>(item: T | undefined, type: 'artist' | 'track' | 'playlist', id: string): T {
  if (item === undefined) throw new CatalogNotFoundError(type, id);
  return item;
}
