// An in-memory second service (Deezer's stand-in in tests): the InMemoryMusicService with lookups
// by ISRC and UPC answered from the items it holds, every lookup counted.
import {
  type MusicAlbum,
  type MusicArtist,
  type MusicPlaylist,
  MusicServiceError,
  type MusicServiceErrorKind,
  type MusicTrack,
  settleMusicRead,
} from '@domain/catalog';
import type { MusicLookups, MusicRead } from '@domain/ports';
import { InMemoryMusicService } from './in-memory-music-service';

type Lookup = keyof MusicLookups;

export class InMemoryMusicLookups extends InMemoryMusicService implements MusicLookups {
  readonly lookups: Partial<Record<Lookup, number>> = {};
  private readonly lookupFailures = new Map<Lookup, MusicServiceErrorKind>();

  /** Every later call of `lookup` fails with `kind`. */
  failLookup(lookup: Lookup, kind: MusicServiceErrorKind): this {
    this.lookupFailures.set(lookup, kind);
    return this;
  }

  async trackByIsrc(isrc: string): MusicRead<MusicTrack | null> {
    return settleMusicRead(() => {
      this.count('trackByIsrc');
      return [...this.tracks.values()].find((track) => track.isrc === isrc) ?? null;
    });
  }

  async albumByUpc(upc: string): MusicRead<MusicAlbum | null> {
    return settleMusicRead(() => {
      this.count('albumByUpc');
      return [...this.albums.values()].find((album) => album.upc === upc) ?? null;
    });
  }

  async userPlaylists(userId: string): MusicRead<readonly MusicPlaylist[]> {
    return settleMusicRead(() => {
      this.count('userPlaylists');
      return [...this.playlists.values()].filter((playlist) => playlist.owner.id === userId);
    });
  }

  private count(lookup: Lookup): void {
    this.lookups[lookup] = (this.lookups[lookup] ?? 0) + 1;
    const kind = this.lookupFailures.get(lookup);
    if (kind) throw new MusicServiceError(kind, `${lookup} failed (${kind})`);
  }
}

/** A Deezer-shaped artist (numeric id, fans as followers, no popularity). */
export function deezerArtist(id: string, name: string, fans: number): MusicArtist {
  return {
    id,
    name,
    images: [],
    followers: fans,
    popularity: null,
    genres: null,
    url: `https://www.deezer.com/artist/${id}`,
  };
}

/** A Deezer-shaped track by `artist`, with the ISRC that links it. */
export function deezerTrack(id: string, isrc: string, artist: { id: string; name: string }): MusicTrack {
  return {
    id,
    name: `Track ${id}`,
    album: {
      id: `9${id}`,
      name: 'Album',
      images: [],
      releaseDate: '2024-01-01',
      releaseDatePrecision: 'day',
    },
    artists: [artist],
    durationMs: 180_000,
    explicit: false,
    isrc,
    popularity: 500_000,
    url: `https://www.deezer.com/track/${id}`,
  };
}
