import type { ArtistDetails } from '@domain/catalog';
import { isSpotifyId } from '@domain/links';
import type { MusicService } from '@domain/ports';
import { fail, type Result } from '../../platform/result';
import type { CatalogCache } from '../ports';
import { loadArtistDetails } from './artist-details';
import {
  type AnswerJson,
  type CacheTimes,
  cachedMusicRead,
  type ItemFailure,
  toAnswerJson,
} from './cached-music-read';

/** The artist page: profile plus figures derived from every album (shared between visitors). */
export class GetArtist {
  constructor(
    private readonly music: MusicService,
    private readonly cache: CatalogCache,
    private readonly times: CacheTimes,
  ) {}

  /** Whether answering `id` needs the music service (it is not cached). */
  readsMusicService(id: string): boolean {
    return isSpotifyId(id) && !this.cache.has(cacheKey(id));
  }

  async execute(id: string): Promise<Result<AnswerJson<ArtistDetails>, ItemFailure>> {
    if (!isSpotifyId(id)) return fail('invalid_id');
    return cachedMusicRead(this.cache, cacheKey(id), this.times, async () =>
      toAnswerJson(await loadArtistDetails(this.music, id)),
    );
  }
}

const cacheKey = (id: string) => `artist:${id}`;
