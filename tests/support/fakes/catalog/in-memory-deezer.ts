// A Deezer double for server tests: an in-memory music service answering Deezer's bare numeric ids
// (as DeezerMusicService does), with its lookups, and a small catalog whose fan counts a test moves
// between refresh cycles. The router (RoutedMusicService) gives its answers their `deezer:` keys.
import {
  type MusicAlbum,
  type MusicArtist,
  type MusicPlaylist,
  type MusicTrack,
  settleMusicRead,
} from '@domain/catalog';
import type { MusicLookups, MusicRead } from '@domain/ports';
import { InMemoryMusicService } from './in-memory-music-service';

const WEB = 'https://www.deezer.com';
const image = (kind: string, id: string) => [
  { url: `https://e-cdns-images.dzcdn.net/images/${kind}/${id}/500x500.jpg`, height: 500, width: 500 },
];

export class InMemoryDeezer extends InMemoryMusicService implements MusicLookups {
  async trackByIsrc(isrc: string): MusicRead<MusicTrack | null> {
    return settleMusicRead(() => [...this.tracks.values()].find((track) => track.isrc === isrc) ?? null);
  }

  async albumByUpc(upc: string): MusicRead<MusicAlbum | null> {
    return settleMusicRead(() => [...this.albums.values()].find((album) => album.upc === upc) ?? null);
  }

  async userPlaylists(userId: string): MusicRead<readonly MusicPlaylist[]> {
    return settleMusicRead(() =>
      [...this.playlists.values()]
        .filter((playlist) => playlist.owner.id === userId)
        .map((playlist) => ({ ...playlist, items: null })),
    );
  }

  /** Sets the artist's fans (`nb_fan`), as Deezer would report them at the next read. */
  setArtistFans(id: string, fans: number): void {
    const artist = this.artists.get(id);
    if (artist) this.artists.set(id, { ...artist, followers: fans });
  }

  /** Sets the playlist's fans. */
  setPlaylistFans(id: string, fans: number): void {
    const playlist = this.playlists.get(id);
    if (playlist) this.playlists.set(id, { ...playlist, followers: fans });
  }
}

/** The ids of `aDeezerCatalog`: Deezer's own, as in its recorded answers. */
export const DEEZER_IDS = {
  artist: '27',
  track: '3135556',
  album: '302127',
  playlist: '908622995',
  owner: '2529',
};

/** A Deezer double holding one artist, one of its tracks, and one playlist (with a curator) carrying it. */
export function aDeezerCatalog(): InMemoryDeezer {
  const deezer = new InMemoryDeezer();
  const ids = DEEZER_IDS;
  const artist: MusicArtist = {
    id: ids.artist,
    name: 'Daft Punk',
    images: image('artist', ids.artist),
    followers: 4_000_000,
    popularity: null,
    genres: null,
    url: `${WEB}/artist/${ids.artist}`,
  };
  const ref = { id: ids.artist, name: artist.name };
  const album = {
    id: ids.album,
    name: 'Discovery',
    images: image('cover', ids.album),
    releaseDate: '2001-03-07',
    releaseDatePrecision: 'day' as const,
  };
  const track: MusicTrack = {
    id: ids.track,
    name: 'Harder, Better, Faster, Stronger',
    album,
    artists: [ref],
    durationMs: 224_000,
    explicit: false,
    isrc: 'GBDUW0000059',
    popularity: 82,
    url: `${WEB}/track/${ids.track}`,
  };
  const playlist: MusicPlaylist = {
    id: ids.playlist,
    name: 'Electro Hits',
    description: 'The best of French touch',
    images: image('playlist', ids.playlist),
    url: `${WEB}/playlist/${ids.playlist}`,
    owner: { id: ids.owner, displayName: 'Deezer Electro Editor', url: `${WEB}/profile/${ids.owner}` },
    followers: 120_000,
    public: true,
    collaborative: false,
    snapshotId: null,
    totalTracks: 1,
    items: [{ trackId: ids.track, addedAt: '2026-03-01T10:00:00.000Z', track }],
  };
  deezer.artists.set(ids.artist, artist);
  deezer.tracks.set(ids.track, track);
  deezer.playlists.set(ids.playlist, playlist);
  deezer.artistAlbums.set(ids.artist, [
    { ...album, artists: [ref], albumType: 'album', albumGroup: 'album', totalTracks: 1 },
  ]);
  deezer.albums.set(ids.album, {
    ...album,
    artists: [ref],
    albumType: 'album',
    albumGroup: null,
    totalTracks: 1,
    label: 'Parlophone',
    popularity: null,
    upc: '724384960650',
    tracks: [
      {
        id: ids.track,
        name: track.name,
        artists: [ref],
        durationMs: 224_000,
        explicit: false,
        trackNumber: 1,
      },
    ],
  });
  deezer.topTracks.set(ids.artist, [track]);
  return deezer;
}
