// Hand-written catalog the fake Spotify serves (domain-shaped; wire-format.ts renders it).

export interface FixtureArtist {
  id: string;
  name: string;
  genres: string[];
  followers: number;
  popularity: number;
}
export interface FixtureTrack {
  id: string;
  name: string;
  albumId: string;
  artistIds: string[];
  durationMs: number;
  explicit: boolean;
  isrc: string;
  popularity: number;
  trackNumber: number;
}
export interface FixtureAlbum {
  id: string;
  name: string;
  artistIds: string[];
  albumType: 'album' | 'single' | 'compilation';
  releaseDate: string;
  precision: 'year' | 'month' | 'day';
  label: string;
  popularity: number;
  trackIds: string[];
}
export interface FixtureEntry {
  addedAt: string | null;
  trackId: string | null;
  isLocal?: boolean;
}
export interface FixturePlaylist {
  id: string;
  name: string;
  description: string | null;
  ownerId: string;
  followers: number;
  snapshotId: string;
  entries: FixtureEntry[];
}
export interface FixtureUser {
  id: string;
  displayName: string | null;
  followers: number;
}

export interface Fixtures {
  artists: FixtureArtist[];
  albums: FixtureAlbum[];
  tracks: FixtureTrack[];
  playlists: FixturePlaylist[];
  users: FixtureUser[];
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A stable 22-character base62 id for a label. */
export function fixtureId(label: string): string {
  let hash = 2166136261;
  let id = '';
  for (let index = 0; id.length < 22; index++) {
    hash ^= label.charCodeAt(index % label.length) + index;
    hash = Math.imul(hash, 16777619) >>> 0;
    id += BASE62[hash % 62];
  }
  return id;
}

export const AURORA = fixtureId('artist:aurora');
export const PILOTS = fixtureId('artist:pilots');
export const KAIRO = fixtureId('artist:kairo');
export const MARISOL = fixtureId('artist:marisol');
export const BIG_PLAYLIST = fixtureId('playlist:big');
export const SMALL_PLAYLIST = fixtureId('playlist:small');
export const EDITORIAL_PLAYLIST = '37i9dQZF1DXcBWIGoYBM5M';

/** Builds the fixture catalog: Aurora Lane has 13 releases (one of 23 tracks) and features. */
export function buildFixtures(): Fixtures {
  const artists: FixtureArtist[] = [
    {
      id: AURORA,
      name: 'Aurora Lane',
      genres: ['indie pop', 'dream pop'],
      followers: 1_234_567,
      popularity: 71,
    },
    { id: PILOTS, name: 'The Paper Pilots', genres: ['indie rock'], followers: 89_012, popularity: 55 },
    { id: KAIRO, name: 'Kairo Vance', genres: [], followers: 4_521, popularity: 38 },
    { id: MARISOL, name: 'Marisol Quinn', genres: ['latin pop'], followers: 310, popularity: 12 },
  ];
  const albums: FixtureAlbum[] = [];
  const tracks: FixtureTrack[] = [];
  const dates: Array<[string, 'year' | 'month' | 'day']> = [
    ['2012', 'year'],
    ['2013-05', 'month'],
    ['2014-03-21', 'day'],
    ['2015-11-06', 'day'],
    ['2016-07-15', 'day'],
    ['2017-02-10', 'day'],
    ['2018-09-28', 'day'],
    ['2019-04-12', 'day'],
    ['2020-10-30', 'day'],
    ['2021-06-04', 'day'],
    ['2022-12-09', 'day'],
    ['2024-03-01', 'day'],
    ['2025-09-12', 'day'],
  ];
  dates.forEach(([releaseDate, precision], index) => {
    const size = index === 7 ? 23 : index % 3 === 0 ? 10 : 1;
    const album: FixtureAlbum = {
      id: fixtureId(`album:aurora:${index}`),
      name: index === 7 ? 'Night Drives' : `Aurora Release ${index + 1}`,
      artistIds: [AURORA],
      albumType: size === 1 ? 'single' : 'album',
      releaseDate,
      precision,
      label: index < 6 ? 'Harborlight Records' : 'Northway Music',
      popularity: 30 + index * 3,
      trackIds: [],
    };
    for (let number = 1; number <= size; number++) {
      const guest = index === 7 && number <= 3 ? [PILOTS] : index === 9 && number === 1 ? [KAIRO] : [];
      const track: FixtureTrack = {
        id: fixtureId(`track:aurora:${index}:${number}`),
        name: size === 1 ? album.name : `${album.name} Part ${number}`,
        albumId: album.id,
        artistIds: [AURORA, ...guest],
        durationMs: 150_000 + ((index * 7919 + number * 104_729) % 150_000),
        explicit: number % 4 === 0,
        isrc: `GBAYE${String(12 + index).padStart(2, '0')}${String(number).padStart(5, '0')}`,
        popularity: Math.max(0, 70 - index - number),
        trackNumber: number,
      };
      tracks.push(track);
      album.trackIds.push(track.id);
    }
    albums.push(album);
  });
  // The Paper Pilots' album on which Aurora Lane appears.
  const pilotsAlbum: FixtureAlbum = {
    id: fixtureId('album:pilots'),
    name: 'Paper Planes',
    artistIds: [PILOTS],
    albumType: 'album',
    releaseDate: '2023-08-18',
    precision: 'day',
    label: 'Static Bloom',
    popularity: 44,
    trackIds: [],
  };
  for (let number = 1; number <= 4; number++) {
    const track: FixtureTrack = {
      id: fixtureId(`track:pilots:${number}`),
      name: `Paper Plane ${number}`,
      albumId: pilotsAlbum.id,
      artistIds: number === 2 ? [PILOTS, AURORA] : [PILOTS],
      durationMs: 200_000 + number * 1000,
      explicit: false,
      isrc: `USRC12300${number}00`,
      popularity: 40 + number,
      trackNumber: number,
    };
    tracks.push(track);
    pilotsAlbum.trackIds.push(track.id);
  }
  albums.push(pilotsAlbum);

  const users: FixtureUser[] = [
    { id: 'playlistlab', displayName: 'Playlist Lab', followers: 5120 },
    { id: 'jordan.p', displayName: null, followers: 3 },
  ];
  const bigEntries: FixtureEntry[] = Array.from({ length: 130 }, (_unused, index) => ({
    addedAt: `2025-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 27)).padStart(2, '0')}T10:00:00Z`,
    trackId: tracks[index % tracks.length]!.id,
  }));
  bigEntries[5] = { addedAt: '2025-02-02T10:00:00Z', trackId: null };
  bigEntries[9] = { addedAt: '2025-02-03T10:00:00Z', trackId: null, isLocal: true };
  const playlists: FixturePlaylist[] = [
    {
      id: BIG_PLAYLIST,
      name: 'Indie Pop Essentials',
      description: `The best indie pop. Cover: <a href="spotify:artist:${AURORA}">Aurora Lane</a>`,
      ownerId: 'playlistlab',
      followers: 48_211,
      snapshotId: 'AAAAB3k0Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5',
      entries: bigEntries,
    },
    {
      id: SMALL_PLAYLIST,
      name: 'Late Night Drives',
      description: null,
      ownerId: 'jordan.p',
      followers: 12,
      snapshotId: 'AAAAAmxhdGVuaWdodGRyaXZlcw',
      entries: tracks.slice(0, 5).map((track) => ({ addedAt: null, trackId: track.id })),
    },
  ];
  return { artists, albums, tracks, playlists, users };
}
