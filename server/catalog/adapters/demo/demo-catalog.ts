import { buildArtistsAndReleases } from './build-artists';
import { buildPlaylists, buildUsers } from './build-playlists';
import type { DemoCatalog } from './demo-model';
import { withCoordinatedCampaign } from './coordinated-campaign';
import { withFeatureEvents } from './feature-events';
import { withPaidRotations } from './paid-rotations';
import { SeededRandom } from './seeded-random';

export interface DemoCatalogSize {
  readonly artists: number;
  readonly playlists: number;
}

export const DEFAULT_DEMO_SIZE: DemoCatalogSize = { artists: 320, playlists: 260 };

const built = new Map<string, DemoCatalog>();

/** The demo catalog for a seed, generated once per process (about 7,000 tracks). */
export function demoCatalog(
  seed = 'chartpulse-demo',
  size: DemoCatalogSize = DEFAULT_DEMO_SIZE,
): DemoCatalog {
  const key = `${seed}:${size.artists}:${size.playlists}`;
  const existing = built.get(key);
  if (existing) return existing;
  const random = new SeededRandom(seed);
  const { artists, albums, tracks: generated } = buildArtistsAndReleases(random, size.artists);
  const curators = buildUsers(random);
  const featured = withFeatureEvents(
    buildPlaylists(random, size.playlists, artists, generated, curators),
    generated,
    albums,
    artists,
  );
  const tracks = featured.tracks;
  const paid = withPaidRotations(featured.playlists, curators, artists, tracks);
  const { playlists, users } = withCoordinatedCampaign(paid.playlists, paid.users, tracks);
  const catalog: DemoCatalog = {
    artists,
    albums,
    tracks,
    playlists,
    users,
    artistById: new Map(artists.map((artist) => [artist.id, artist])),
    albumById: new Map(albums.map((album) => [album.id, album])),
    trackById: new Map(tracks.map((track) => [track.id, track])),
    playlistById: new Map(playlists.map((playlist) => [playlist.id, playlist])),
    userById: new Map(users.map((user) => [user.id, user])),
  };
  built.set(key, catalog);
  return catalog;
}
