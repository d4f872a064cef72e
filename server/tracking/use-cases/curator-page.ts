import { type CoordinatedMove, coordinatedMoveReason, coordinatedMoves } from '@domain/analytics';
import type { Clock } from '@domain/ports';
import type { CuratorPages, CuratorPlaylistRow } from '../ports';

export interface CuratorPageDeps {
  readonly curators: CuratorPages;
  readonly clock: Clock;
}

export interface CuratorPage {
  readonly playlists: ReadonlyArray<CuratorPlaylistRow & { readonly coordinatedMoves: string | null }>;
  readonly moves: readonly CoordinatedMove[];
}

/**
 * One owner's tracked playlists, each with the reason its verdict gains when it jumped on the same
 * day as another of them (domain/analytics/coordinated-moves.ts).
 */
export async function curatorPage(deps: CuratorPageDeps, ownerId: string): Promise<CuratorPage> {
  const [playlists, histories] = await Promise.all([
    deps.curators.playlists(ownerId),
    deps.curators.histories(ownerId, deps.clock.now()),
  ]);
  const moves = coordinatedMoves(histories);
  return {
    playlists: playlists.map((playlist) => ({
      ...playlist,
      coordinatedMoves: coordinatedMoveReason(moves, playlist.playlistId),
    })),
    moves,
  };
}

/**
 * The coordinated-move reason of one tracked playlist's verdict (its owner's other tracked
 * playlists jumped the same day); null when it has none or its owner is not known yet.
 */
export async function coordinatedMoveReasonFor(
  deps: CuratorPageDeps,
  playlistId: string,
): Promise<string | null> {
  const ownerId = await deps.curators.ownerOf(playlistId);
  if (ownerId === null) return null;
  const histories = await deps.curators.histories(ownerId, deps.clock.now());
  if (histories.length < 2) return null;
  return coordinatedMoveReason(coordinatedMoves(histories), playlistId);
}
