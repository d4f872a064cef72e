import type { Clock } from '@domain/ports';
import {
  type MusicAlbum,
  type MusicAlbumSummary,
  type MusicArtist,
  type MusicArtistRef,
  type MusicItemType,
  type MusicPageRequest,
  type MusicPlaylist,
  type MusicSearchItems,
  type MusicSearchPage,
  MusicServiceError,
  type MusicTrack,
  type MusicUser,
  settleMusicRead,
} from '@domain/catalog';
import type { MusicPlaylistOptions, MusicRead, MusicService } from '@domain/ports';
import { demoCatalog } from './demo-catalog';
import {
  artistFollowersAt,
  artistPopularityAt,
  playlistContentsAt,
  playlistFollowersAt,
  trackPopularityAt,
} from './demo-dynamics';
import { demoImages } from './demo-images';
import type { DemoAlbum, DemoCatalog, DemoPlaylist } from './demo-model';
import { DemoSearchIndex } from './demo-search-index';
import { demoId, hashUnit } from './seeded-random';

const WEB = 'https://open.spotify.com';

/**
 * The embedded demo catalog (docs/architecture.md): deterministic, and its numbers move with the clock's
 * date, so tracking it records real-looking history. Generated on first use.
 */
export class DemoMusicService implements MusicService {
  private built: { catalog: DemoCatalog; index: DemoSearchIndex } | undefined;

  /**
   * The catalog is built on first use for the clock's day (its campaign is dated back from it), unless
   * `catalog` is given: reading one catalog at other times (the demo history's past readings).
   */
  constructor(
    private readonly clock: Clock,
    private readonly seed = 'chartpulse-demo',
    private readonly builtCatalog?: DemoCatalog,
  ) {}

  /** The underlying catalog (for the image route and seeding). */
  catalog(): DemoCatalog {
    return this.data().catalog;
  }

  async search<T extends MusicItemType>(
    query: string,
    type: T,
    page: MusicPageRequest,
  ): MusicRead<MusicSearchPage<MusicSearchItems[T]>> {
    return settleMusicRead(() => this.searchPage(query, type, page));
  }

  async getArtist(id: string): MusicRead<MusicArtist> {
    return settleMusicRead(() => this.artist(id));
  }

  async getArtistAlbums(id: string): MusicRead<readonly MusicAlbumSummary[]> {
    return settleMusicRead(() => this.artistAlbums(id));
  }

  async getAlbum(id: string): MusicRead<MusicAlbum> {
    return settleMusicRead(() => this.album(id));
  }

  async getArtistTopTracks(id: string): MusicRead<readonly MusicTrack[]> {
    return settleMusicRead(() => this.topTracks(id));
  }

  async getTrack(id: string): MusicRead<MusicTrack> {
    return settleMusicRead(() => this.track(id));
  }

  async getPlaylist(id: string, options: MusicPlaylistOptions = {}): MusicRead<MusicPlaylist> {
    return settleMusicRead(() => this.playlist(id, options.withItems ?? true));
  }

  async getUser(id: string): MusicRead<MusicUser> {
    return settleMusicRead(() => this.user(id));
  }

  private searchPage<T extends MusicItemType>(
    query: string,
    type: T,
    page: MusicPageRequest,
  ): MusicSearchPage<MusicSearchItems[T]> {
    const { ids, total } = this.data().index.search(query, type, page.limit, page.offset);
    const items = ids.map((id) =>
      type === 'artist' ? this.artist(id) : type === 'track' ? this.track(id) : this.playlist(id, false),
    );
    return { items: items as MusicSearchItems[T][], total };
  }

  private artistAlbums(id: string): readonly MusicAlbumSummary[] {
    const artist = this.catalog().artistById.get(id);
    if (!artist) throw new MusicServiceError('not_found', 'Artist not found');
    const own = artist.albumIds.map((albumId) => this.albumSummary(this.demoAlbum(albumId), null));
    const guest = artist.appearsOnIds.map((albumId) =>
      this.albumSummary(this.demoAlbum(albumId), 'appears_on'),
    );
    return [...own, ...guest].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate));
  }

  private album(id: string): MusicAlbum {
    const album = this.catalog().albumById.get(id);
    if (!album) throw new MusicServiceError('not_found', 'Album not found');
    const tracks = album.trackIds.map((trackId) => this.track(trackId));
    const popularity = Math.max(0, ...tracks.map((track) => track.popularity ?? 0));
    return {
      ...this.albumSummary(album, null),
      label: album.label,
      popularity,
      upc: album.upc,
      tracks: tracks.map((track, index) => ({
        id: track.id,
        name: track.name,
        artists: track.artists,
        durationMs: track.durationMs,
        explicit: track.explicit,
        trackNumber: index + 1,
      })),
    };
  }

  private topTracks(id: string): readonly MusicTrack[] {
    const artist = this.catalog().artistById.get(id);
    if (!artist) throw new MusicServiceError('not_found', 'Artist not found');
    return artist.trackIds
      .map((trackId) => this.track(trackId))
      .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0))
      .slice(0, 10);
  }

  private user(id: string): MusicUser {
    const user = this.catalog().userById.get(id);
    if (!user) throw new MusicServiceError('not_found', 'User not found');
    const followers = Math.round(40 + hashUnit(user.id, 'followers') * 20_000);
    return {
      id: user.id,
      displayName: user.displayName,
      images: demoImages('user', user.id),
      followers,
      url: `${WEB}/user/${encodeURIComponent(user.id)}`,
    };
  }

  private data(): { catalog: DemoCatalog; index: DemoSearchIndex } {
    if (!this.built) {
      const catalog = this.builtCatalog ?? demoCatalog(this.clock, this.seed);
      this.built = { catalog, index: new DemoSearchIndex(catalog) };
    }
    return this.built;
  }

  private artist(id: string): MusicArtist {
    const artist = this.catalog().artistById.get(id);
    if (!artist) throw new MusicServiceError('not_found', 'Artist not found');
    const now = this.clock.now();
    return {
      id,
      name: artist.name,
      images: demoImages('artist', id),
      followers: artistFollowersAt(artist, now),
      popularity: artistPopularityAt(artist, now),
      genres: artist.genres,
      url: `${WEB}/artist/${id}`,
    };
  }

  private track(id: string): MusicTrack {
    const catalog = this.catalog();
    const track = catalog.trackById.get(id);
    if (!track) throw new MusicServiceError('not_found', 'Track not found');
    const album = this.demoAlbum(track.albumId);
    const primary = catalog.artistById.get(track.artistIds[0]!)!;
    return {
      id,
      name: track.name,
      album: {
        id: album.id,
        name: album.name,
        images: demoImages('album', album.id),
        releaseDate: album.releaseDate,
        releaseDatePrecision: album.precision,
      },
      artists: this.artistRefs(track.artistIds),
      durationMs: track.durationMs,
      explicit: track.explicit,
      isrc: track.isrc,
      popularity: trackPopularityAt(track, album, primary, this.clock.now()),
      url: `${WEB}/track/${id}`,
    };
  }

  private playlist(id: string, withItems: boolean): MusicPlaylist {
    const playlist = this.catalog().playlistById.get(id);
    if (!playlist) throw new MusicServiceError('not_found', 'Playlist not found');
    const now = this.clock.now();
    const contents = playlistContentsAt(playlist, now);
    const owner = this.catalog().userById.get(playlist.ownerId);
    return {
      id,
      name: playlist.name,
      description: playlist.description === '' ? null : playlist.description,
      images: demoImages('playlist', id).slice(0, 1),
      url: `${WEB}/playlist/${id}`,
      owner: {
        id: playlist.ownerId,
        displayName: owner?.displayName ?? null,
        url: `${WEB}/user/${encodeURIComponent(playlist.ownerId)}`,
      },
      followers: playlistFollowersAt(playlist, now),
      public: true,
      collaborative: playlist.collaborative,
      snapshotId: snapshotId(playlist, contents.revision),
      totalTracks: contents.entries.length,
      items: withItems
        ? contents.entries.map((entry) => ({
            trackId: entry.trackId,
            addedAt: entry.addedAt,
            track: this.track(entry.trackId),
          }))
        : null,
    };
  }

  private albumSummary(album: DemoAlbum, group: string | null): MusicAlbumSummary {
    return {
      id: album.id,
      name: album.name,
      images: demoImages('album', album.id),
      releaseDate: album.releaseDate,
      releaseDatePrecision: album.precision,
      artists: this.artistRefs(album.artistIds),
      albumType: album.albumType,
      albumGroup: group ?? album.albumType,
      totalTracks: album.trackIds.length,
    };
  }

  private demoAlbum(id: string): DemoAlbum {
    const album = this.catalog().albumById.get(id);
    if (!album) throw new MusicServiceError('not_found', 'Album not found');
    return album;
  }

  private artistRefs(ids: readonly string[]): MusicArtistRef[] {
    return ids.map((artistId) => ({
      id: artistId,
      name: this.catalog().artistById.get(artistId)?.name ?? 'Unknown artist',
    }));
  }
}

function snapshotId(playlist: DemoPlaylist, revision: number): string {
  return `${demoId(`snapshot:${playlist.id}:${revision}`)}${demoId(`snapshot2:${playlist.id}:${revision}`).slice(0, 10)}`;
}
