// Renders the generated catalog in Deezer's recorded wire format (see recorded/*.json).
import type {
  DeezerFixtureAlbum,
  DeezerFixtureArtist,
  DeezerFixtureEntry,
  DeezerFixturePlaylist,
  DeezerFixtures,
  DeezerFixtureTrack,
  DeezerFixtureUser,
} from './catalog';

const WEB = 'https://www.deezer.com';
const CDN = 'https://e-cdns-images.dzcdn.net/images';

function pictures(prefix: 'picture' | 'cover', kind: string, id: number) {
  const hash = (id * 2654435761).toString(16).padStart(32, '0').slice(-32);
  return {
    [prefix]: `API/${kind}/${id}/image`,
    [`${prefix}_small`]: `${CDN}/${kind}/${hash}/56x56-000000-80-0-0.jpg`,
    [`${prefix}_medium`]: `${CDN}/${kind}/${hash}/250x250-000000-80-0-0.jpg`,
    [`${prefix}_big`]: `${CDN}/${kind}/${hash}/500x500-000000-80-0-0.jpg`,
    [`${prefix}_xl`]: `${CDN}/${kind}/${hash}/1000x1000-000000-80-0-0.jpg`,
  };
}

/** A checksum that changes whenever the contents do (Deezer's is an md5 of its own). */
export function checksum(entries: readonly DeezerFixtureEntry[]): string {
  let hash = 2166136261;
  for (const entry of entries)
    for (const char of `${entry.trackId}:${entry.timeAdd};`)
      hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `${hash.toString(16).padStart(8, '0')}${entries.length.toString(16).padStart(8, '0')}`.padEnd(
    32,
    '0',
  );
}

/** `API` stands for the fake's own address in every answer (server.ts replaces it). */
export class DeezerWire {
  constructor(private readonly data: DeezerFixtures) {}

  artistRef(artist: DeezerFixtureArtist) {
    return {
      id: artist.id,
      name: artist.name,
      tracklist: `API/artist/${artist.id}/top?limit=50`,
      type: 'artist',
    };
  }

  artist(artist: DeezerFixtureArtist) {
    return {
      id: artist.id,
      name: artist.name,
      link: `${WEB}/artist/${artist.id}`,
      ...pictures('picture', 'artist', artist.id),
      nb_album: this.data.albums.filter((album) => album.artistId === artist.id).length,
      nb_fan: artist.fans,
      radio: true,
      tracklist: `API/artist/${artist.id}/top?limit=50`,
      type: 'artist',
    };
  }

  albumRef(album: DeezerFixtureAlbum, withUpc = false) {
    return {
      id: album.id,
      title: album.title,
      ...(withUpc ? { upc: album.upc } : {}),
      ...pictures('cover', 'cover', album.id),
      release_date: album.releaseDate,
      tracklist: `API/album/${album.id}/tracks`,
      type: 'album',
    };
  }

  /** `/artist/{id}/albums` item. */
  albumSummary(album: DeezerFixtureAlbum) {
    return {
      id: album.id,
      title: album.title,
      link: `${WEB}/album/${album.id}`,
      ...pictures('cover', 'cover', album.id),
      genre_id: 132,
      fans: album.fans,
      release_date: album.releaseDate,
      record_type: album.recordType,
      tracklist: `API/album/${album.id}/tracks`,
      explicit_lyrics: false,
      type: 'album',
    };
  }

  /** `/album/{id}`: its embedded track list stops at 25 (page `/tracks` for the rest). */
  album(album: DeezerFixtureAlbum) {
    const tracks = album.trackIds.map((id) => this.trackOf(id));
    return {
      id: album.id,
      title: album.title,
      upc: album.upc,
      link: `${WEB}/album/${album.id}`,
      ...pictures('cover', 'cover', album.id),
      genre_id: 132,
      label: album.label,
      nb_tracks: tracks.length,
      duration: tracks.reduce((sum, track) => sum + track.durationSeconds, 0),
      fans: album.fans,
      release_date: album.releaseDate,
      record_type: album.recordType,
      available: true,
      tracklist: `API/album/${album.id}/tracks`,
      explicit_lyrics: tracks.some((track) => track.explicit),
      contributors: this.contributors(tracks[0]?.artistIds ?? [album.artistId]),
      artist: this.artistRef(this.artistOf(album.artistId)),
      type: 'album',
      tracks: { data: tracks.slice(0, 25).map((track) => this.trackItem(track, 'embedded')) },
    };
  }

  /**
   * A track as a list item: `album` items add position and ISRC, `playlist` items (2025 shape) add
   * `time_add`, the ISRC and the album with its UPC; search and top items carry neither.
   */
  trackItem(
    track: DeezerFixtureTrack,
    kind: 'search' | 'top' | 'album' | 'playlist' | 'embedded',
    timeAdd = 0,
  ) {
    const album = this.albumOf(track.albumId);
    return {
      id: track.id,
      readable: true,
      title: track.title,
      title_short: track.title,
      title_version: '',
      ...(kind === 'album' || kind === 'playlist' ? { isrc: track.isrc } : {}),
      link: `${WEB}/track/${track.id}`,
      duration: track.durationSeconds,
      ...(kind === 'album' ? { track_position: track.position, disk_number: 1 } : {}),
      rank: track.rank,
      explicit_lyrics: track.explicit,
      ...(kind === 'playlist' ? { time_add: timeAdd } : {}),
      ...(kind === 'top' ? { contributors: this.contributors(track.artistIds) } : {}),
      artist: this.artistRef(this.artistOf(track.artistIds[0]!)),
      ...(kind === 'album' || kind === 'embedded'
        ? {}
        : { album: this.albumRef(album, kind === 'playlist') }),
      type: 'track',
    };
  }

  /** `/track/{id}` and `/track/isrc:{isrc}`. */
  fullTrack(track: DeezerFixtureTrack) {
    const album = this.albumOf(track.albumId);
    return {
      id: track.id,
      readable: true,
      title: track.title,
      title_short: track.title,
      title_version: '',
      isrc: track.isrc,
      link: `${WEB}/track/${track.id}`,
      duration: track.durationSeconds,
      track_position: track.position,
      disk_number: 1,
      rank: track.rank,
      release_date: album.releaseDate,
      explicit_lyrics: track.explicit,
      contributors: this.contributors(track.artistIds),
      artist: this.artist(this.artistOf(track.artistIds[0]!)),
      album: { ...this.albumRef(album), link: `${WEB}/album/${album.id}` },
      type: 'track',
    };
  }

  userRef(user: DeezerFixtureUser) {
    return { id: user.id, name: user.name, tracklist: `API/user/${user.id}/flow`, type: 'user' };
  }

  user(user: DeezerFixtureUser) {
    return {
      id: user.id,
      name: user.name,
      link: `${WEB}/profile/${user.id}`,
      ...pictures('picture', 'user', user.id),
      country: 'FR',
      tracklist: `API/user/${user.id}/flow`,
      type: 'user',
    };
  }

  /** `search` items have no `fans` and name the owner `user`; list items carry no tracks. */
  playlistSummary(playlist: DeezerFixturePlaylist, kind: 'search' | 'user') {
    const creator = this.userRef(this.userOf(playlist.creatorId));
    return {
      id: playlist.id,
      title: playlist.title,
      ...(kind === 'user' ? { duration: this.duration(playlist) } : {}),
      public: playlist.public,
      ...(kind === 'user' ? { is_loved_track: false, collaborative: false } : {}),
      nb_tracks: playlist.entries.length,
      ...(kind === 'user' ? { fans: playlist.fans } : {}),
      link: `${WEB}/playlist/${playlist.id}`,
      ...pictures('picture', 'playlist', playlist.id),
      checksum: checksum(playlist.entries),
      tracklist: `API/playlist/${playlist.id}/tracks`,
      creation_date: '2026-08-30 09:00:00',
      ...(kind === 'user' ? { time_add: 0, time_mod: 1788220800, creator } : { user: creator }),
      type: 'playlist',
    };
  }

  /** `/playlist/{id}`: the embedded list stops at 25 (page `/tracks` for the rest). */
  playlist(playlist: DeezerFixturePlaylist) {
    const sum = checksum(playlist.entries);
    return {
      id: playlist.id,
      title: playlist.title,
      description: playlist.description,
      duration: this.duration(playlist),
      public: playlist.public,
      is_loved_track: false,
      collaborative: false,
      nb_tracks: playlist.entries.length,
      fans: playlist.fans,
      link: `${WEB}/playlist/${playlist.id}`,
      share: `${WEB}/playlist/${playlist.id}?utm_source=deezer&utm_content=playlist-${playlist.id}&utm_medium=web`,
      ...pictures('picture', 'playlist', playlist.id),
      checksum: sum,
      tracklist: `API/playlist/${playlist.id}/tracks`,
      creation_date: '2026-08-30 09:00:00',
      creator: this.userRef(this.userOf(playlist.creatorId)),
      type: 'playlist',
      tracks: {
        data: playlist.entries.slice(0, 25).map((entry) => this.playlistEntry(entry)),
        checksum: sum,
      },
    };
  }

  playlistEntry(entry: DeezerFixtureEntry) {
    return this.trackItem(this.trackOf(entry.trackId), 'playlist', entry.timeAdd);
  }

  private duration(playlist: DeezerFixturePlaylist): number {
    return playlist.entries.reduce((sum, entry) => sum + this.trackOf(entry.trackId).durationSeconds, 0);
  }

  private contributors(ids: readonly number[]) {
    return ids.map((id, index) => ({
      ...this.artist(this.artistOf(id)),
      role: index === 0 ? 'Main' : 'Featured',
    }));
  }

  private artistOf(id: number): DeezerFixtureArtist {
    return this.data.artists.find((artist) => artist.id === id)!;
  }
  private albumOf(id: number): DeezerFixtureAlbum {
    return this.data.albums.find((album) => album.id === id)!;
  }
  private trackOf(id: number): DeezerFixtureTrack {
    return this.data.tracks.find((track) => track.id === id)!;
  }
  private userOf(id: number): DeezerFixtureUser {
    return this.data.users.find((user) => user.id === id)!;
  }
}
