import { analyzeFollowerChart, curationChurn } from '@domain/analytics';
import { type PlaylistBasics, type PlaylistInfo, playlistBasics, playlistInfo } from '@domain/catalog';
import { isSpotifyId } from '@domain/links';
import type { MusicService } from '@domain/ports';
import type { Clock } from '@domain/ports/clock';
import { fail, ok, type Result } from '../../platform/result';
import { type CacheTimes, cachedMusicRead } from '../cached-music-read';
import { itemCacheKey } from '../catalog-cache-keys';
import type { PlaylistAnalysisMemo } from '../playlist-analysis-memo';
import type { ItemFailure } from '../catalog-failure';
import type { CatalogCache, ForcedRefreshes, PlaylistFollowerHistory, PlaylistTrackers } from '../ports';

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
  readonly forcedRefreshes: ForcedRefreshes;
  /** Today, for the curation churn; without it churn is left out of the grade. */
  readonly clock?: Clock;
  /** Reuses an analysis while its inputs are unchanged; without it each visit analyses afresh. */
  readonly analyses?: PlaylistAnalysisMemo;
}

/**
 * The playlist page: the service's metadata (shared between visitors) with the analysis of its
 * recorded followers, which changes whenever tracking records more: it is reused only while its
 * inputs are the same (`analyses`).
 * A fresh read costs the music service's quota, so `forceRefresh` is honoured only for a
 * signed-in user who tracks the playlist, and at most once a minute per playlist.
 */
export async function getPlaylist(
  deps: GetPlaylistDeps,
  input: GetPlaylistInput,
): Promise<Result<PlaylistInfo, ItemFailure>> {
  const { id } = input;
  if (!isSpotifyId(id)) return fail('invalid_id');
  const basics = await cachedMusicRead<PlaylistBasics>(
    deps.cache,
    itemCacheKey('playlist', id),
    deps.times,
    async () => {
      const playlist = await deps.music.getPlaylist(id, { withItems: false });
      return playlist.ok ? ok(playlistBasics(playlist.value)) : playlist;
    },
    await honoursForceRefresh(deps, input),
  );
  if (!basics.ok) return basics;
  const [points, stays] = await Promise.all([
    deps.history.followerPoints(id),
    deps.history.playlistStays?.(id) ?? [],
  ]);
  const churn = deps.clock ? curationChurn(stays, deps.clock.now().toISOString()) : null;
  const analysis = deps.analyses
    ? deps.analyses.analysis(id, points, churn)
    : analyzeFollowerChart(points, { churn });
  return ok(playlistInfo(basics.value, analysis));
}

async function honoursForceRefresh(
  deps: GetPlaylistDeps,
  { id, forceRefresh, userId }: GetPlaylistInput,
): Promise<boolean> {
  if (!forceRefresh || userId === null) return false;
  if (!(await deps.trackers.isTracking(userId, 'playlist', id))) return false;
  return deps.forcedRefreshes.tryPass(id);
}
