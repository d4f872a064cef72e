import type { MusicServiceName } from '@domain/catalog';
import { type PlaylistBasics, type PlaylistInfo, playlistBasics, playlistInfo } from '@domain/catalog';
import type { MusicService } from '@domain/ports';
import { fail, ok, type Result } from '../../platform/result';
import { type CacheTimes, cachedMusicRead } from '../cached-music-read';
import { itemCacheKey } from '../catalog-cache-keys';
import { type ItemFailure, itemKeyProblem } from '../catalog-failure';
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
  /** The services switched on (default: Spotify alone); ids are item keys. */
  readonly enabled?: readonly MusicServiceName[];
  readonly history: PlaylistFollowerHistory;
  readonly trackers: PlaylistTrackers;
  readonly cache: CatalogCache;
  readonly times: CacheTimes;
  /** Fresh reads asked with `forceRefresh`, per playlist (at most one a minute). */
  readonly forcedRefreshes: ForcedRefreshes;
}

/**
 * The playlist page: the service's metadata (shared between visitors) with the grade of its
 * recorded followers (tracking's, gradePlaylist as everywhere), which changes whenever tracking
 * records more and so is never cached here (tracking keeps it until its next write).
 * A fresh read costs the music service's quota, so `forceRefresh` is honoured only for a
 * signed-in user who tracks the playlist, and at most once a minute per playlist.
 */
export async function getPlaylist(
  deps: GetPlaylistDeps,
  input: GetPlaylistInput,
): Promise<Result<PlaylistInfo, ItemFailure>> {
  const { id } = input;
  const problem = itemKeyProblem(id, deps.enabled);
  if (problem) return fail(problem);
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
  return ok(playlistInfo(basics.value, await deps.history.playlistChart(id)));
}

async function honoursForceRefresh(
  deps: GetPlaylistDeps,
  { id, forceRefresh, userId }: GetPlaylistInput,
): Promise<boolean> {
  if (!forceRefresh || userId === null) return false;
  if (!(await deps.trackers.isTracking(userId, 'playlist', id))) return false;
  return deps.forcedRefreshes.tryPass(id);
}
