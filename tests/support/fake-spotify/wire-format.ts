// Renders fixtures in the Spotify Web API's JSON, in the Extended Quota ("legacy") shape or the
// Development Mode shape (no followers/popularity, `items`/`item` renames, no playlist contents).
import type {
  FixtureAlbum,
  FixtureArtist,
  FixtureEntry,
  FixturePlaylist,
  Fixtures,
  FixtureTrack,
  FixtureUser,
} from './fixtures';

export type FakeMode = 'legacy' | 'devmode';

export class WireFormat {
  constructor(
    private readonly data: Fixtures,
    private readonly base: string,
    private readonly mode: () => FakeMode,
  ) {}

  private get dev(): boolean {
    return this.mode() === 'devmode';
  }

  images(kind: string, id: string) {
    return [640, 300, 64].map((size) => ({
      url: `https://i.scdn.co/image/${kind}-${id}-${size}`,
      height: size,
      width: size,
    }));
  }

  artistRef(id: string) {
    const artist = this.data.artists.find((candidate) => candidate.id === id)!;
    return {
      external_urls: { spotify: `https://open.spotify.com/artist/${id}` },
      href: `${this.base}/artists/${id}`,
      id,
      name: artist.name,
      type: 'artist',
      uri: `spotify:artist:${id}`,
    };
  }

  artist(artist: FixtureArtist) {
    return {
      ...this.artistRef(artist.id),
      ...(this.dev
        ? {}
        : { followers: { href: null, total: artist.followers }, popularity: artist.popularity }),
      genres: artist.genres,
      images: this.images('artist', artist.id),
    };
  }

  simpleAlbum(album: FixtureAlbum, group?: string) {
    return {
      album_type: album.albumType,
      total_tracks: album.trackIds.length,
      available_markets: ['US', 'GB'],
      external_urls: { spotify: `https://open.spotify.com/album/${album.id}` },
      href: `${this.base}/albums/${album.id}`,
      id: album.id,
      images: this.images('album', album.id),
      name: album.name,
      release_date: album.releaseDate,
      release_date_precision: album.precision,
      type: 'album',
      uri: `spotify:album:${album.id}`,
      artists: album.artistIds.map((id) => this.artistRef(id)),
      ...(group ? { album_group: group } : {}),
    };
  }

  simpleTrack(track: FixtureTrack) {
    return {
      artists: track.artistIds.map((id) => this.artistRef(id)),
      available_markets: ['US', 'GB'],
      disc_number: 1,
      duration_ms: track.durationMs,
      explicit: track.explicit,
      external_urls: { spotify: `https://open.spotify.com/track/${track.id}` },
      href: `${this.base}/tracks/${track.id}`,
      id: track.id,
      is_local: false,
      name: track.name,
      preview_url: null,
      track_number: track.trackNumber,
      type: 'track',
      uri: `spotify:track:${track.id}`,
    };
  }

  track(track: FixtureTrack) {
    const album = this.data.albums.find((candidate) => candidate.id === track.albumId)!;
    return {
      ...this.simpleTrack(track),
      album: this.simpleAlbum(album),
      external_ids: { isrc: track.isrc },
      ...(this.dev ? {} : { popularity: track.popularity }),
    };
  }

  album(album: FixtureAlbum, tracksPage: unknown) {
    return {
      ...this.simpleAlbum(album),
      copyrights: [{ text: `© ${album.releaseDate.slice(0, 4)} ${album.label}`, type: 'C' }],
      external_ids: { upc: `00${album.id.length}1234567890` },
      genres: [],
      label: album.label,
      ...(this.dev ? {} : { popularity: album.popularity }),
      tracks: tracksPage,
    };
  }

  user(user: FixtureUser) {
    return {
      display_name: user.displayName,
      external_urls: { spotify: `https://open.spotify.com/user/${user.id}` },
      href: `${this.base}/users/${encodeURIComponent(user.id)}`,
      id: user.id,
      type: 'user',
      uri: `spotify:user:${user.id}`,
      ...(this.dev ? {} : { followers: { href: null, total: user.followers }, images: [] }),
    };
  }

  entry(entry: FixtureEntry) {
    const track = entry.trackId
      ? this.data.tracks.find((candidate) => candidate.id === entry.trackId)
      : undefined;
    const rendered = entry.isLocal
      ? { id: null, name: 'My demo.mp3', is_local: true, type: 'track', uri: 'spotify:local:::My+demo.mp3:0' }
      : track
        ? this.track(track)
        : null;
    return {
      added_at: entry.addedAt,
      added_by: { id: 'playlistlab', type: 'user' },
      is_local: entry.isLocal === true,
      primary_color: null,
      [this.dev ? 'item' : 'track']: rendered,
      video_thumbnail: { url: null },
    };
  }

  /** Playlist object; `contents` is the paging object of entries, or null for metadata only. */
  playlist(playlist: FixturePlaylist, contents: unknown) {
    const owner = this.data.users.find((user) => user.id === playlist.ownerId)!;
    const {
      followers: _followers,
      images: _images,
      ...ownerWire
    } = this.user(owner) as Record<string, unknown>;
    return {
      collaborative: false,
      description: playlist.description,
      external_urls: { spotify: `https://open.spotify.com/playlist/${playlist.id}` },
      ...(this.dev ? {} : { followers: { href: null, total: playlist.followers } }),
      href: `${this.base}/playlists/${playlist.id}`,
      id: playlist.id,
      images: this.images('playlist', playlist.id).slice(0, 1),
      name: playlist.name,
      owner: ownerWire,
      primary_color: null,
      public: true,
      snapshot_id: playlist.snapshotId,
      [this.dev ? 'items' : 'tracks']: contents ?? {
        href: `${this.base}/playlists/${playlist.id}/tracks`,
        total: playlist.entries.length,
      },
      type: 'playlist',
      uri: `spotify:playlist:${playlist.id}`,
    };
  }

  paging<T>(href: string, all: readonly T[], offset: number, limit: number) {
    const items = all.slice(offset, offset + limit);
    const link = (at: number) => `${href}${href.includes('?') ? '&' : '?'}offset=${at}&limit=${limit}`;
    return {
      href: link(offset),
      items,
      limit,
      next: offset + limit < all.length ? link(offset + limit) : null,
      offset,
      previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
      total: all.length,
    };
  }
}
