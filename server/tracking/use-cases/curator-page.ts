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
