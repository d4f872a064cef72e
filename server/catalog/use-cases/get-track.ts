import type { TrackDetails } from '@domain/catalog';
import { isSpotifyId } from '@domain/links';
import type { MusicService } from '@domain/ports';
import { fail, type Result } from '../../platform/result';
import type { CatalogCache } from '../ports';
import {
  type AnswerJson,
  type CacheTimes,
  cachedMusicRead,
  type ItemFailure,
  toAnswerJson,
} from './cached-music-read';
import { trackDetails } from './catalog-answers';

/** The track page (shared between visitors). */
export class GetTrack {
  constructor(
    private readonly music: MusicService,
    private readonly cache: CatalogCache,
    private readonly times: CacheTimes,
  ) {}

  /** Whether answering `id` needs the music service (it is not cached). */
  readsMusicService(id: string): boolean {
    return isSpotifyId(id) && !this.cache.has(cacheKey(id));
  }

  async execute(id: string): Promise<Result<AnswerJson<TrackDetails>, ItemFailure>> {
    if (!isSpotifyId(id)) return fail('invalid_id');
    return cachedMusicRead(this.cache, cacheKey(id), this.times, async () =>
      toAnswerJson(trackDetails(await this.music.getTrack(id))),
    );
  }
}

const cacheKey = (id: string) => `track:${id}`;
