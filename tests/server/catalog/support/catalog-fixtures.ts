// Small music items for use-case tests; each builder takes only what a test cares about.
import type {
  MusicAlbum,
  MusicAlbumSummary,
  MusicArtist,
  MusicArtistRef,
  MusicImage,
  MusicPlaylist,
  MusicTrack,
} from '@domain/catalog';

export const images = (name: string): MusicImage[] => [
  { url: `https://img.test/${name}/640`, height: 640, width: 640 },
  { url: `https://img.test/${name}/300`, height: 300, width: 300 },
];

export function artist(ref: MusicArtistRef, more: Partial<MusicArtist> = {}): MusicArtist {
  return {
    ...ref,
    images: images(ref.id),
    followers: 1234,
    popularity: 56,
    genres: ['pop'],
    url: `https://open.spotify.com/artist/${ref.id}`,
    ...more,
  };
}

export interface AlbumFixture {
  readonly id: string;
  readonly releaseDate: string;
  readonly label?: string | null;
  readonly popularity?: number | null;
  readonly tracks: ReadonlyArray<{ readonly id: string; readonly artists: readonly MusicArtistRef[] }>;
}

export function album(fixture: AlbumFixture): MusicAlbum {
  return {
    ...albumSummary(fixture, null),
    label: fixture.label ?? null,
    popularity: fixture.popularity ?? null,
    upc: null,
    tracks: fixture.tracks.map((track, index) => ({
      id: track.id,
      name: `Song ${track.id.slice(0, 3)}`,
      artists: track.artists,
      durationMs: 180_000,
      explicit: false,
      trackNumber: index + 1,
    })),
  };
}

export function albumSummary(fixture: AlbumFixture, albumGroup: string | null): MusicAlbumSummary {
  return {
    id: fixture.id,
    name: `Album ${fixture.id.slice(0, 3)}`,
    images: images(fixture.id),
    releaseDate: fixture.releaseDate,
    releaseDatePrecision: fixture.releaseDate.length === 4 ? 'year' : 'day',
    artists: fixture.tracks[0]?.artists.slice(0, 1) ?? [],
    albumType: albumGroup === 'single' ? 'single' : 'album',
    albumGroup,
    totalTracks: fixture.tracks.length,
  };
}

export function track(
  id: string,
  artists: readonly MusicArtistRef[],
  more: Partial<MusicTrack> = {},
): MusicTrack {
  return {
    id,
    name: `Track ${id.slice(0, 3)}`,
    album: {
      id: 'album',
      name: 'An album',
      images: images(id),
      releaseDate: '2020-02-02',
      releaseDatePrecision: 'day',
    },
    artists,
    durationMs: 201_000,
    explicit: true,
    isrc: 'USABC2000001',
    popularity: 70,
    url: `https://open.spotify.com/track/${id}`,
    ...more,
  };
}

export function playlist(id: string, more: Partial<MusicPlaylist> = {}): MusicPlaylist {
  return {
    id,
    name: `Playlist ${id.slice(0, 3)}`,
    description: 'Songs',
    images: images(id),
    url: `https://open.spotify.com/playlist/${id}`,
    owner: { id: 'owner', displayName: 'Owner', url: 'https://open.spotify.com/user/owner' },
    followers: 900,
    public: true,
    collaborative: false,
    snapshotId: 'snap',
    totalTracks: 25,
    items: null,
    ...more,
  };
}
