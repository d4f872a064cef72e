// The generated catalog the fake Deezer serves beside the recorded answers. Mutable: a test (or a
// person running serve.ts) changes fans or contents between reads to chart several refreshes.

export interface DeezerFixtureArtist {
  id: number;
  name: string;
  fans: number;
}
export interface DeezerFixtureTrack {
  id: number;
  title: string;
  albumId: number;
  artistIds: number[];
  durationSeconds: number;
  explicit: boolean;
  isrc: string;
  rank: number;
  position: number;
}
export interface DeezerFixtureAlbum {
  id: number;
  title: string;
  artistId: number;
  recordType: 'album' | 'single' | 'ep' | 'compile';
  releaseDate: string;
  label: string;
  upc: string;
  fans: number;
  trackIds: number[];
}
export interface DeezerFixtureEntry {
  trackId: number;
  /** Unix seconds; 0 when Deezer does not know. */
  timeAdd: number;
}
export interface DeezerFixturePlaylist {
  id: number;
  title: string;
  description: string;
  creatorId: number;
  fans: number;
  public: boolean;
  entries: DeezerFixtureEntry[];
}
export interface DeezerFixtureUser {
  id: number;
  name: string;
}

export interface DeezerFixtures {
  artists: DeezerFixtureArtist[];
  albums: DeezerFixtureAlbum[];
  tracks: DeezerFixtureTrack[];
  playlists: DeezerFixturePlaylist[];
  users: DeezerFixtureUser[];
}

/** Ids of the generated catalog (recorded ones are in RECORDED_IDS). */
export const DEEZER = {
  aurora: 9100001,
  pilots: 9100002,
  kairo: 9100003,
  marisol: 9100004,
  /** Aurora Lane's 30-track album (its embedded track list is cut at 25). */
  longAlbum: 9200008,
  /** 130 tracks added over several weeks: /tracks has 2 pages at limit 100, 6 at 25. */
  bigPlaylist: 9400001,
  /** 12 tracks, every `time_add` 0 (unknown). */
  smallPlaylist: 9400002,
  /** 40 tracks, a newer playlist by the same curator. */
  freshPlaylist: 9400003,
  curator: 9500001,
  /** A user with no public playlists. */
  listener: 9500002,
} as const;

/** 2026-09-01T00:00:00Z: the big playlist's first addition. */
const FIRST_ADD = 1788220800;
const DAY = 86_400;

export function buildDeezerFixtures(): DeezerFixtures {
  const artists: DeezerFixtureArtist[] = [
    { id: DEEZER.aurora, name: 'Aurora Lane', fans: 1_234_567 },
    { id: DEEZER.pilots, name: 'The Paper Pilots', fans: 89_012 },
    { id: DEEZER.kairo, name: 'Kairo Vance', fans: 4_521 },
    { id: DEEZER.marisol, name: 'Marisol Quinn', fans: 0 },
  ];
  const albums: DeezerFixtureAlbum[] = [];
  const tracks: DeezerFixtureTrack[] = [];
  let trackId = 9300001;
  // Aurora Lane: 30 releases (two pages of /artist/{id}/albums at Deezer's default 25).
  for (let index = 0; index < 30; index++) {
    const size = index === 7 ? 30 : index % 3 === 0 ? 8 : 1;
    const album: DeezerFixtureAlbum = {
      id: 9200001 + index,
      title: index === 7 ? 'Night Drives' : `Aurora Release ${index + 1}`,
      artistId: DEEZER.aurora,
      recordType: size === 1 ? 'single' : index === 9 ? 'ep' : 'album',
      releaseDate: `${1998 + index}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 27)).padStart(2, '0')}`,
      label: index < 15 ? 'Harborlight Records' : 'Northway Music',
      upc: `0600${String(9200001 + index).padStart(9, '0')}`,
      fans: 500 + index * 37,
      trackIds: [],
    };
    for (let position = 1; position <= size; position++) {
      const guests =
        index === 7 && position <= 3 ? [DEEZER.pilots] : index === 9 && position === 1 ? [DEEZER.kairo] : [];
      const track: DeezerFixtureTrack = {
        id: trackId++,
        title: size === 1 ? album.title : `${album.title} Part ${position}`,
        albumId: album.id,
        artistIds: [DEEZER.aurora, ...guests],
        durationSeconds: 150 + ((index * 79 + position * 47) % 150),
        explicit: position % 4 === 0,
        isrc: `FRZ1A${String(index).padStart(2, '0')}${String(position).padStart(5, '0')}`,
        rank: 900_000 - index * 10_000 - position * 500,
        position,
      };
      tracks.push(track);
      album.trackIds.push(track.id);
    }
    albums.push(album);
  }
  const pilotsAlbum: DeezerFixtureAlbum = {
    id: 9200101,
    title: 'Paper Planes',
    artistId: DEEZER.pilots,
    recordType: 'album',
    releaseDate: '2023-08-18',
    label: 'Static Bloom',
    upc: '0602445566778',
    fans: 2_210,
    trackIds: [],
  };
  for (let position = 1; position <= 6; position++) {
    const track: DeezerFixtureTrack = {
      id: trackId++,
      title: `Paper Plane ${position}`,
      albumId: pilotsAlbum.id,
      artistIds: position === 2 ? [DEEZER.pilots, DEEZER.aurora] : [DEEZER.pilots],
      durationSeconds: 200 + position,
      explicit: false,
      isrc: `USRC1230${String(position).padStart(4, '0')}`,
      rank: 400_000 + position * 1000,
      position,
    };
    tracks.push(track);
    pilotsAlbum.trackIds.push(track.id);
  }
  albums.push(pilotsAlbum);

  const users: DeezerFixtureUser[] = [
    { id: DEEZER.curator, name: 'Playlist Lab' },
    { id: DEEZER.listener, name: 'Jordan P' },
  ];
  const pick = (index: number) => tracks[(index * 7) % tracks.length]!.id;
  const playlists: DeezerFixturePlaylist[] = [
    {
      id: DEEZER.bigPlaylist,
      title: 'Indie Pop Essentials',
      description: 'The best indie pop, refreshed every week.',
      creatorId: DEEZER.curator,
      fans: 48_211,
      public: true,
      // Six weeks of additions, a few a day.
      entries: Array.from({ length: 130 }, (_unused, index) => ({
        trackId: pick(index),
        timeAdd: FIRST_ADD + Math.floor((index * 42 * DAY) / 130),
      })),
    },
    {
      id: DEEZER.smallPlaylist,
      title: 'Late Night Drives',
      description: '',
      creatorId: DEEZER.curator,
      fans: 12,
      public: true,
      entries: tracks.slice(0, 12).map((track) => ({ trackId: track.id, timeAdd: 0 })),
    },
    {
      id: DEEZER.freshPlaylist,
      title: 'Fresh Finds Weekly',
      description: 'New music first.',
      creatorId: DEEZER.curator,
      fans: 3_050,
      public: true,
      entries: Array.from({ length: 40 }, (_unused, index) => ({
        trackId: pick(index + 3),
        timeAdd: FIRST_ADD + 14 * DAY + index * 3 * 3600,
      })),
    },
  ];
  return { artists, albums, tracks, playlists, users };
}
