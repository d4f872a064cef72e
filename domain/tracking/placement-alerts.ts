import type { ChartVerdict } from '../catalog/catalog-contracts';

/** A track newly seen on a tracked playlist, with one user who tracks the track or one of its artists. */
export interface WatchedPlacement {
  readonly userId: number;
  /** What the user tracks: the track itself, or an artist of it. */
  readonly item: { readonly kind: 'artist' | 'track'; readonly spotifyId: string; readonly name: string };
  readonly playlistId: string;
  readonly playlistName: string;
  readonly trackName: string | null;
}

/** What one user is told about one tracked item: one reason per botted playlist it landed on. */
export interface PlacementAlert {
  readonly userId: number;
  readonly kind: 'artist' | 'track';
  readonly spotifyId: string;
  readonly name: string;
  readonly reasons: readonly string[];
}

/**
 * The alerts of new placements on playlists graded `likely_botted`: one per user and tracked item,
 * each playlist named once, in the order the placements came. Other grades are not alerted.
 */
export function bottedPlacementAlerts(
  placements: readonly WatchedPlacement[],
  verdicts: ReadonlyMap<string, ChartVerdict>,
): PlacementAlert[] {
  const alerts = new Map<string, { alert: PlacementAlert; reasons: Set<string> }>();
  for (const placement of placements) {
    if (verdicts.get(placement.playlistId) !== 'likely_botted') continue;
    const { userId, item } = placement;
    const key = `${userId} ${item.kind} ${item.spotifyId}`;
    const entry = alerts.get(key) ?? {
      alert: { userId, kind: item.kind, spotifyId: item.spotifyId, name: item.name, reasons: [] },
      reasons: new Set<string>(),
    };
    entry.reasons.add(placementReason(placement));
    alerts.set(key, entry);
  }
  return [...alerts.values()].map(({ alert, reasons }) => ({ ...alert, reasons: [...reasons] }));
}

function placementReason({ item, trackName, playlistName }: WatchedPlacement): string {
  const what = item.kind === 'artist' && trackName ? `"${trackName}" landed` : 'landed';
  return `${what} on the playlist "${playlistName}", graded Likely botted`;
}
