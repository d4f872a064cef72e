import type { ChartVerdict } from '../catalog/catalog-contracts';
import type { PlacementDigest, PlacementMention } from './history-contracts';

/** How far back the dashboard's placements column looks for adds and removals: a day. */
export const PLACEMENT_NEWS_MS = 86_400_000;

/** One stay of a tracked item's track on a tracked playlist, as the dashboard's digest reads it. */
export interface PlacementMove {
  /** The tracked item's Spotify id (the track, or the artist whose track it is). */
  readonly itemId: string;
  readonly playlistId: string;
  readonly playlistName: string;
  readonly trackName: string | null;
  /** When Chartpulse first saw the track there. ISO 8601. */
  readonly firstSeen: string;
  /** False when it was there at the playlist's first reading (not an add Chartpulse saw happen). */
  readonly seenAdded: boolean;
  readonly removedAt: string | null;
  /** The playlist's stored grade; null before it has one. */
  readonly verdict: ChartVerdict | null;
}

export const NO_PLACEMENT_NEWS: PlacementDigest = { added: [], removed: [], botted: [] };

/**
 * Each item's placements news (docs/product.md §2 Dashboard): stays seen added after `sinceIso`, stays
 * ended after it, and stays still open on playlists graded `likely_botted`. Each list names a playlist
 * once (by name, then id); items with no news are left out.
 */
export function placementDigests(
  moves: readonly PlacementMove[],
  sinceIso: string,
): Map<string, PlacementDigest> {
  const since = Date.parse(sinceIso);
  const lists = new Map<
    string,
    { added: PlacementMention[]; removed: PlacementMention[]; botted: PlacementMention[] }
  >();
  const listsOf = (itemId: string) => {
    let found = lists.get(itemId);
    if (!found) {
      found = { added: [], removed: [], botted: [] };
      lists.set(itemId, found);
    }
    return found;
  };
  for (const move of moves) {
    const mention = {
      playlist_id: move.playlistId,
      playlist_name: move.playlistName,
      track_name: move.trackName,
    };
    if (move.seenAdded && Date.parse(move.firstSeen) > since) listsOf(move.itemId).added.push(mention);
    if (move.removedAt !== null && Date.parse(move.removedAt) > since)
      listsOf(move.itemId).removed.push(mention);
    if (move.removedAt === null && move.verdict === 'likely_botted')
      listsOf(move.itemId).botted.push(mention);
  }
  return new Map(
    [...lists].map(([itemId, { added, removed, botted }]) => [
      itemId,
      { added: onePerPlaylist(added), removed: onePerPlaylist(removed), botted: onePerPlaylist(botted) },
    ]),
  );
}

/** An artist with two tracks on one playlist: the playlist is named once, with the first track by name. */
function onePerPlaylist(mentions: readonly PlacementMention[]): PlacementMention[] {
  const byPlaylist = new Map<string, PlacementMention>();
  for (const mention of mentions)
    if (!byPlaylist.has(mention.playlist_id)) byPlaylist.set(mention.playlist_id, mention);
  return [...byPlaylist.values()].sort(
    (a, b) => a.playlist_name.localeCompare(b.playlist_name) || a.playlist_id.localeCompare(b.playlist_id),
  );
}
