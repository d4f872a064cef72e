import {
  type ChartAnalysis,
  type MusicPlaylist,
  type MusicServiceName,
  type PlaylistBasics,
  type PlaylistInfo,
  playlistBasics,
  playlistInfo,
  playlistWithReading,
} from '@domain/catalog';
import type { Clock, MusicService } from '@domain/ports';
import { fail, ok, type Result } from '../../platform/result';
import { type CacheTimes, cachedMusicRead } from '../cached-music-read';
import { itemCacheKey } from '../catalog-cache-keys';
import { type ItemFailure, itemKeyProblem } from '../catalog-failure';
import type {
  CatalogCache,
  CoordinatedMoveReasons,
  CuratorPlaylistGrades,
  ForcedRefreshes,
  PlaylistFollowerHistory,
  PlaylistTrackers,
  StoredReadings,
} from '../ports';
import { readFirstLook } from '../read-first-look';

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
  /** When a first look was read; its curator's other playlists the install grades. */
  readonly clock: Clock;
  readonly curators: CuratorPlaylistGrades;
  readonly coordinatedMoves: CoordinatedMoveReasons;
  /** Tracking's stored readings: a tracked playlist shows its latest one (one count per page). */
  readonly readings?: StoredReadings;
}

/**
 * The playlist page: the service's metadata (shared between visitors) with the grade of its
 * recorded followers (tracking's, gradePlaylist as everywhere), which changes whenever tracking
 * records more and so is never cached here (tracking keeps it until its next write).
 * While that history is too short for a grade, a first look at its contents rides along (read once
 * and cached, read-first-look.ts).
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
  const chart = await withCoordinatedMoves(deps, id, await deps.history.playlistChart(id));
  // While the follower history is too short, its contents still say something (docs/product.md §3):
  // then the one read of the playlist takes its contents too, for the first look.
  const wantsContents = chart.verdict === 'insufficient_data';
  const fresh = await honoursForceRefresh(deps, input);
  let contents: MusicPlaylist | null = null;
  const basics = await cachedMusicRead<PlaylistBasics>(
    deps.cache,
    itemCacheKey('playlist', id),
    deps.times,
    async () => {
      const playlist = await deps.music.getPlaylist(id, { withItems: wantsContents });
      if (playlist.ok && wantsContents) contents = playlist.value;
      return playlist.ok ? ok(playlistBasics(playlist.value)) : playlist;
    },
    fresh,
  );
  if (!basics.ok) return basics;
  const firstLook = wantsContents ? await readFirstLook(deps, { id, chart, contents, fresh }) : null;
  const reading = deps.readings ? (await deps.readings.latestReadings('playlist', [id])).get(id) : undefined;
  return ok(playlistWithReading(playlistInfo(basics.value, chart, firstLook), reading));
}

/** A graded verdict names the jumps its curator's other playlists made the same days. */
async function withCoordinatedMoves(
  deps: GetPlaylistDeps,
  id: string,
  chart: ChartAnalysis,
): Promise<ChartAnalysis> {
  if (chart.verdict === 'insufficient_data') return chart;
  const reason = await deps.coordinatedMoves.reasonFor(id);
  return reason === null ? chart : { ...chart, reasons: [...chart.reasons, reason] };
}

async function honoursForceRefresh(
  deps: GetPlaylistDeps,
  { id, forceRefresh, userId }: GetPlaylistInput,
): Promise<boolean> {
  if (!forceRefresh || userId === null) return false;
  if (!(await deps.trackers.isTracking(userId, 'playlist', id))) return false;
  return deps.forcedRefreshes.tryPass(id);
}
