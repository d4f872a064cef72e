import { analyzeFollowerChart } from '@domain/analytics';
import type { PlaylistInfo } from '@domain/catalog';
import { isSpotifyId } from '@domain/links';
import type { MusicService } from '@domain/ports';
import { fail, ok, type Result } from '../../platform/result';
import type { CatalogCache, PlaylistFollowerHistory, PlaylistTrackers } from '../ports';
import { type CacheTimes, cachedMusicRead, type ItemFailure } from './cached-music-read';
import { type PlaylistBasics, playlistBasics, playlistInfo } from './catalog-answers';
import type { OncePerInterval } from './once-per-interval';

export interface GetPlaylistInput {
  readonly id: string;
  /** Asks to read the playlist from the music service even when it is cached. */
  readonly forceRefresh: boolean;
  /** The signed-in user asking, if any. */
  readonly userId: number | null;
}

export interface GetPlaylistDeps {
  readonly music: MusicService;
  readonly history: PlaylistFollowerHistory;
  readonly trackers: PlaylistTrackers;
  readonly cache: CatalogCache;
  readonly times: CacheTimes;
  /** Fresh reads asked with `forceRefresh`, per playlist (at most one a minute). */
  readonly forcedRefreshes: OncePerInterval;
}

/**
 * The playlist page: the service's metadata (shared between visitors) with the analysis of its
 * recorded followers, which changes whenever tracking records more and so is never cached here.
 * A fresh read costs the music service's quota, so `forceRefresh` is honoured only for a
 * signed-in user who tracks the playlist, and at most once a minute per playlist.
 */
export class GetPlaylist {
  constructor(private readonly deps: GetPlaylistDeps) {}

  /** Whether answering `id` without a forced refresh needs the music service (it is not cached). */
  readsMusicService(id: string): boolean {
    return isSpotifyId(id) && !this.deps.cache.has(cacheKey(id));
  }

  async execute(input: GetPlaylistInput): Promise<Result<PlaylistInfo, ItemFailure>> {
    const { id } = input;
    if (!isSpotifyId(id)) return fail('invalid_id');
    const { music, cache, times, history } = this.deps;
    const basics = await cachedMusicRead<PlaylistBasics>(
      cache,
      cacheKey(id),
      times,
      async () => playlistBasics(await music.getPlaylist(id, { withItems: false })),
      await this.honoursForceRefresh(input),
    );
    if (!basics.ok) return basics;
    const points = await history.followerPoints(id);
    return ok(playlistInfo(basics.value, analyzeFollowerChart(points)));
  }

  private async honoursForceRefresh({ id, forceRefresh, userId }: GetPlaylistInput): Promise<boolean> {
    if (!forceRefresh || userId === null) return false;
    if (!(await this.deps.trackers.isTracking(userId, 'playlist', id))) return false;
    return this.deps.forcedRefreshes.tryPass(id);
  }
}

const cacheKey = (id: string) => `playlist:${id}`;
