import { buildArtistsAndReleases } from './build-artists';
import { buildPlaylists, buildUsers } from './build-playlists';
import type { Clock } from '@domain/ports';
import { type DemoCatalog, dayOf } from './demo-model';
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

/**
 * The demo catalog for a seed, generated once per process and day (about 7,000 tracks). The clock
 * dates what must stay recent wherever the demo runs (the coordinated campaign's jumps); everything
 * else is built around the fixed CATALOG_REFERENCE_DAY.
 */
export function demoCatalog(
  clock: Clock,
  seed = 'chartpulse-demo',
  size: DemoCatalogSize = DEFAULT_DEMO_SIZE,
): DemoCatalog {
  const today = dayOf(clock.now());
  const key = `${seed}:${size.artists}:${size.playlists}:${today}`;
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
  const { playlists, users } = withCoordinatedCampaign(paid.playlists, paid.users, tracks, today);
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
