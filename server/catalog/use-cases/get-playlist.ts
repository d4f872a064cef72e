import { analyzeFollowerChart } from '@domain/analytics';
import type { PlaylistInfo } from '@domain/catalog';
import { isSpotifyId } from '@domain/links';
import type { MusicService } from '@domain/ports';
import { fail, ok, type Result } from '../../platform/result';
import type { CatalogCache, PlaylistFollowerHistory } from '../ports';
import { type CacheTimes, cachedMusicRead, type ItemFailure } from './cached-music-read';
import { type PlaylistBasics, playlistBasics, playlistInfo } from './catalog-answers';

export interface GetPlaylistInput {
  readonly id: string;
  /** Read the playlist from the music service even when it is cached. */
  readonly forceRefresh: boolean;
}

/**
 * The playlist page: the service's metadata (shared between visitors) with the analysis of its
 * recorded followers, which changes whenever tracking records more and so is never cached here.
 */
export class GetPlaylist {
  constructor(
    private readonly music: MusicService,
    private readonly history: PlaylistFollowerHistory,
    private readonly cache: CatalogCache,
    private readonly times: CacheTimes,
  ) {}

  async execute({ id, forceRefresh }: GetPlaylistInput): Promise<Result<PlaylistInfo, ItemFailure>> {
    if (!isSpotifyId(id)) return fail('invalid_id');
    const basics = await cachedMusicRead<PlaylistBasics>(
      this.cache,
      `playlist:${id}`,
      this.times,
      async () => playlistBasics(await this.music.getPlaylist(id, { withItems: false })),
      forceRefresh,
    );
    if (!basics.ok) return basics;
    const points = await this.history.followerPoints(id);
    return ok(playlistInfo(basics.value, analyzeFollowerChart(points)));
  }
}
