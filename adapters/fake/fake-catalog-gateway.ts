import type { MusicServiceName } from '@domain/catalog/item-key';
import type {
  ArtistDetails,
  ArtistSearchItem,
  PlaylistSearchItem,
  TrackSearchItem,
  PlaylistInfo,
  SearchResponse,
  SearchType,
  TrackDetails,
} from '@domain/catalog/catalog-contracts';
import {
  CATALOG_NOT_FOUND_STATUS,
  type CatalogGateway,
  type PlaylistReadOptions,
} from '@domain/ports/browser/catalog-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';

const PAGE_SIZE = 10;

export interface FakeCatalogData {
  readonly artists: readonly ArtistDetails[];
  readonly tracks: readonly TrackDetails[];
  readonly playlists: readonly PlaylistInfo[];
  readonly shortLinks: Readonly<Record<string, string>>;
}

/** In-memory catalog for `VITE_BACKEND=fake` and UI tests; same contract as the HTTP adapter. */
export class FakeCatalogGateway implements CatalogGateway {
  private loaded: Promise<FakeCatalogData> | null = null;

  constructor(private readonly overrides: Partial<FakeCatalogData> = {}) {}

  /** The fixtures load on first use, so the fake never weighs on the app's first page load. */
  private data(): Promise<FakeCatalogData> {
    this.loaded ??= import('./catalog-fixtures').then((fixtures) => ({
      artists: this.overrides.artists ?? fixtures.ARTISTS,
      tracks: this.overrides.tracks ?? fixtures.TRACKS,
      playlists: this.overrides.playlists ?? fixtures.PLAYLISTS,
      shortLinks: this.overrides.shortLinks ?? fixtures.SHORT_LINKS,
    }));
    return this.loaded;
  }

  /** The fake backend stands for the demo install: Spotify's catalog alone. */
  async musicServices(): Promise<RemoteResult<readonly MusicServiceName[]>> {
    return ok(['spotify']);
  }

  async search(query: string, type: SearchType, page: number): Promise<RemoteResult<SearchResponse>> {
    const data = await this.data();
    const needle = query.trim().toLowerCase();
    const matches = (name: string) => needle !== '' && name.toLowerCase().includes(needle);
    const start = (Math.max(1, Math.floor(page)) - 1) * PAGE_SIZE;
    const pageOf = <T>(all: readonly T[]) => ({
      items: all.slice(start, start + PAGE_SIZE),
      total: all.length,
    });
    if (type === 'artist') {
      return ok({ artists: pageOf(data.artists.filter((a) => matches(a.name)).map(artistSearchItem)) });
    }
    if (type === 'track') {
      const found = data.tracks.filter(
        (t) => matches(t.name) || t.artists.some((artist) => matches(artist.name)),
      );
      return ok({ tracks: pageOf(found.map(trackSearchItem)) });
    }
    return ok({ playlists: pageOf(data.playlists.filter((p) => matches(p.name)).map(playlistSearchItem)) });
  }

  async getArtist(id: string): Promise<RemoteResult<ArtistDetails>> {
    const data = await this.data();
    return found(
      data.artists.find((a) => a.id === id),
      'artist',
      id,
    );
  }

  async getTrack(id: string): Promise<RemoteResult<TrackDetails>> {
    const data = await this.data();
    return found(
      data.tracks.find((t) => t.id === id),
      'track',
      id,
    );
  }

  async getPlaylist(id: string, _options?: PlaylistReadOptions): Promise<RemoteResult<PlaylistInfo>> {
    const data = await this.data();
    return found(
      data.playlists.find((p) => p.id === id),
      'playlist',
      id,
    );
  }

  async resolveUrl(url: string): Promise<RemoteResult<string>> {
    const data = await this.data();
    const target = data.shortLinks[url.trim()];
    return target ? ok(target) : { ok: false, error: `Could not resolve ${url}`, status: 400 };
  }
}

function ok<T>(value: T): RemoteResult<T> {
  return { ok: true, value };
}

function found<T>(item: T | undefined, type: 'artist' | 'track' | 'playlist', id: string): RemoteResult<T> {
  if (item === undefined) {
    return { ok: false, error: `No ${type} found with id ${id}`, status: CATALOG_NOT_FOUND_STATUS };
  }
  return ok(item);
}

// How the fake turns its detailed fixtures into the API's search item shapes.
function smallest(url: string | null) {
  return url ? [{ url, width: 64, height: 64 }] : [];
}

function artistSearchItem(artist: ArtistDetails): ArtistSearchItem {
  return {
    id: artist.id,
    name: artist.name,
    images: smallest(artist.profile_image),
    followers: { total: artist.followers },
    genres: artist.genres,
  };
}

function trackSearchItem(track: TrackDetails): TrackSearchItem {
  return {
    id: track.id,
    name: track.name,
    album: { name: track.album.name, images: track.album.images },
    artists: track.artists,
  };
}

function playlistSearchItem(playlist: PlaylistInfo): PlaylistSearchItem {
  return {
    id: playlist.id,
    name: playlist.name,
    images: smallest(playlist.image),
    owner: { display_name: playlist.owner.name },
  };
}
