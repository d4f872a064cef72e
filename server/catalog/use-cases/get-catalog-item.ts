import {
  type ArtistDetails,
  albumsToRead,
  artistDetails,
  artistWithReading,
  type StoredReading,
  trackWithReading,
  type MusicServiceError,
  type MusicServiceName,
  type TrackDetails,
  trackDetails,
} from '@domain/catalog';
import type { Clock, MusicService } from '@domain/ports';
import { allOk } from '@domain/result';
import { fail, ok, type Result } from '../../platform/result';
import { type AnswerJson, type CacheTimes, cachedMusicRead, toAnswerJson } from '../cached-music-read';
import { itemCacheKey } from '../catalog-cache-keys';
import { type ItemFailure, itemKeyProblem } from '../catalog-failure';
import type { CatalogCache, StoredReadings } from '../ports';

/** The item pages answered from the music service alone (the playlist page adds recorded history). */
export interface CatalogItems {
  readonly artist: ArtistDetails;
  readonly track: TrackDetails;
}

export type CatalogItemType = keyof CatalogItems;

export interface GetCatalogItemDeps {
  readonly music: MusicService;
  /** The services switched on (default: Spotify alone); ids are item keys. */
  readonly enabled?: readonly MusicServiceName[];
  readonly cache: CatalogCache;
  readonly times: CacheTimes;
  /** Today, for the artist's career length (first release to today). */
  readonly clock: Clock;
  /** Tracking's stored readings: a tracked item shows its latest one (one count per page). */
  readonly readings?: StoredReadings;
}

export interface GetCatalogItemInput<K extends CatalogItemType> {
  readonly type: K;
  readonly id: string;
}

/** An artist or track page, shared between visitors (cached as its JSON text). */
export async function getCatalogItem<K extends CatalogItemType>(
  deps: GetCatalogItemDeps,
  { type, id }: GetCatalogItemInput<K>,
): Promise<Result<AnswerJson<CatalogItems[K]>, ItemFailure>> {
  const problem = itemKeyProblem(id, deps.enabled);
  if (problem) return fail(problem);
  const load = LOADERS[type] as Loader<CatalogItems[K]>;
  const answer = await cachedMusicRead(deps.cache, itemCacheKey(type, id), deps.times, async () => {
    const item = await load(deps.music, id, deps.clock);
    return item.ok ? ok(toAnswerJson(item.value)) : item;
  });
  if (!answer.ok || !deps.readings) return answer;
  const reading = (await deps.readings.latestReadings(type, [id])).get(id);
  if (!reading) return answer;
  const withReading = WITH_READING[type] as (
    item: CatalogItems[K],
    reading: StoredReading,
  ) => CatalogItems[K];
  return ok(toAnswerJson(withReading(JSON.parse(answer.value) as CatalogItems[K], reading)));
}

const WITH_READING: {
  readonly [K in CatalogItemType]: (item: CatalogItems[K], reading: StoredReading) => CatalogItems[K];
} = { artist: artistWithReading, track: trackWithReading };

type Loader<T> = (music: MusicService, id: string, clock: Clock) => Promise<Result<T, MusicServiceError>>;

const LOADERS: { readonly [K in CatalogItemType]: Loader<CatalogItems[K]> } = {
  artist: loadArtist,
  track: async (music, id) => {
    const track = await music.getTrack(id);
    return track.ok ? ok(trackDetails(track.value)) : track;
  },
};

/**
 * The artist first (an unknown id costs one upstream call, not three), then its albums and top
 * tracks together, then the albums worth reading in full.
 */
async function loadArtist(
  music: MusicService,
  id: string,
  clock: Clock,
): Promise<Result<ArtistDetails, MusicServiceError>> {
  const artist = await music.getArtist(id);
  if (!artist.ok) return artist;
  const read = await allOk([music.getArtistAlbums(id), music.getArtistTopTracks(id)]);
  if (!read.ok) return read;
  const [albums, topTracks] = read.value;
  const fullAlbums = await allOk(albumsToRead(albums).map((album) => music.getAlbum(album.id)));
  if (!fullAlbums.ok) return fullAlbums;
  return ok(
    artistDetails(id, {
      artist: artist.value,
      albums,
      topTracks,
      fullAlbums: fullAlbums.value,
      today: clock.now(),
    }),
  );
}
