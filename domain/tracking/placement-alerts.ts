import type { ChartVerdict } from '../catalog/catalog-contracts';

/** A track newly seen on a tracked playlist, for a tracked item: the track itself, or an artist of it. */
export interface NewPlacement {
  readonly item: { readonly kind: 'artist' | 'track'; readonly spotifyId: string };
  readonly playlistId: string;
  readonly playlistName: string;
  readonly trackName: string | null;
  /** When the stay was first seen (ISO 8601 UTC). */
  readonly seenAt: string;
}

/**
 * The new placements on playlists graded `likely_botted`, one per item and playlist (the first seen),
 * in the order they came. Other grades are not news.
 */
export function bottedPlacements(
  placements: readonly NewPlacement[],
  verdicts: ReadonlyMap<string, ChartVerdict>,
): NewPlacement[] {
  const kept = new Map<string, NewPlacement>();
  for (const placement of placements) {
    if (verdicts.get(placement.playlistId) !== 'likely_botted') continue;
    const key = `${placement.item.kind}:${placement.item.spotifyId} ${placement.playlistId}`;
    if (!kept.has(key)) kept.set(key, placement);
  }
  return [...kept.values()];
}
