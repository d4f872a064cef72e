import { type CoordinatedMove, coordinatedMoveReason, coordinatedMoves } from '@domain/analytics';
import type { ListedPlaylist } from '@domain/catalog';
import type { Clock } from '@domain/ports';
import type { CuratorPages, CuratorPlaylistRow, OwnerPlaylistListings } from '../ports';

export interface CuratorPageDeps {
  readonly curators: CuratorPages;
  readonly clock: Clock;
  /** The owner's public playlists where their service lists them; unset: only the ones read here. */
  readonly listings?: OwnerPlaylistListings;
}

/** One row of a curator page: a playlist the install reads (with its readings), or one it does not yet. */
export type CuratorPageRow = CuratorPlaylistRow & {
  readonly coordinatedMoves: string | null;
  /** Whether the install reads it (tracked by a member, or watched after being opened). */
  readonly watched: boolean;
};

export interface CuratorPage {
  readonly playlists: readonly CuratorPageRow[];
  readonly moves: readonly CoordinatedMove[];
  /** Whether the owner's service listed their public playlists (`listed`), cannot, or did not now. */
  readonly listing: 'listed' | 'not_offered' | 'unavailable';
  /** How many playlists the page knows of (read here or listed), before the rows' cap. */
  readonly known: number;
  readonly ownerName: string | null;
}

/** The listed playlists the install does not read yet, at most this many (biggest first). */
const MAX_UNWATCHED_ROWS = 200;

/**
 * One owner's playlists: those the install reads, each with the reason its verdict gains when it
 * jumped on the same day as another of them (domain/analytics/coordinated-moves.ts), then the rest of
 * the owner's public playlists where their service lists them, with the listing's followers and no
 * grade. Null when the service knows no such owner and the install reads none of their playlists.
 */
export async function curatorPage(deps: CuratorPageDeps, ownerId: string): Promise<CuratorPage | null> {
  const [playlists, histories, listing] = await Promise.all([
    deps.curators.playlists(ownerId),
    deps.curators.histories(ownerId, deps.clock.now()),
    deps.listings?.listed(ownerId) ?? Promise.resolve({ kind: 'not_offered' as const }),
  ]);
  if (listing.kind === 'not_found' && playlists.length === 0) return null;
  const moves = coordinatedMoves(histories);
  const read: CuratorPageRow[] = playlists.map((playlist) => ({
    ...playlist,
    coordinatedMoves: coordinatedMoveReason(moves, playlist.playlistId),
    watched: true,
  }));
  const listed = listing.kind === 'listed' ? listing.playlists : [];
  const readIds = new Set(playlists.map((playlist) => playlist.playlistId));
  const unread = listed.filter((playlist) => !readIds.has(playlist.playlistId));
  const ownerName =
    playlists.find((playlist) => playlist.ownerName !== null)?.ownerName ??
    listed.find((playlist) => playlist.ownerName !== null)?.ownerName ??
    null;
  return {
    playlists: [...read, ...[...unread].sort(byFollowers).slice(0, MAX_UNWATCHED_ROWS).map(notWatched)],
    moves,
    listing: listing.kind === 'listed' || listing.kind === 'not_offered' ? listing.kind : 'unavailable',
    known: read.length + unread.length,
    ownerName,
  };
}

const byFollowers = (a: ListedPlaylist, b: ListedPlaylist) => (b.followers ?? -1) - (a.followers ?? -1);

function notWatched(playlist: ListedPlaylist): CuratorPageRow {
  return {
    playlistId: playlist.playlistId,
    name: playlist.name,
    followers: playlist.followers,
    followersChange: null,
    verdict: null,
    confidence: null,
    checkedAt: null,
    ownerName: playlist.ownerName,
    coordinatedMoves: null,
    watched: false,
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
