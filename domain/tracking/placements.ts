import type { ChartVerdict } from '../catalog/catalog-contracts';

const DAY_MS = 86_400_000;

/** One stay of a track on a tracked playlist (`GET /api/{artist,track}/{id}/placements`). */
export interface Placement {
  readonly playlist_id: string;
  readonly playlist_name: string;
  /** The playlist's bot-check grade, from its recorded follower history. */
  readonly verdict: ChartVerdict;
  /** The playlist's latest recorded follower count. */
  readonly followers: number | null;
  readonly track_id: string;
  /** Null when the playlist was read without its tracks' details. */
  readonly track_name: string | null;
  /** When the track was added (the playlist's own date, else when Chartpulse first saw it). ISO 8601. */
  readonly added_at: string;
  /** Whole days from `added_at` to its removal, or to now while it is still on the playlist. */
  readonly days_on_playlist: number;
  /** When Chartpulse saw it gone; null while it is on the playlist. */
  readonly removed_at: string | null;
}

/** `GET /api/artist/{id}/placements` and `GET /api/track/{id}/placements`. */
export interface PlacementsAnswer {
  readonly success: true;
  readonly placements: readonly Placement[];
}

/** A recorded stay as tracking stores it. Instants ISO 8601. */
export interface PlacementStay {
  readonly playlistId: string;
  readonly playlistName: string;
  readonly trackId: string;
  readonly trackName: string | null;
  readonly addedAt: string | null;
  readonly firstSeen: string;
  readonly removedAt: string | null;
}

/** A playlist's grade and latest follower count, from its recorded readings. */
export interface PlaylistStanding {
  readonly verdict: ChartVerdict;
  readonly followers: number | null;
}

/**
 * The placements listing: each stay with its playlist's grade (`insufficient_data` when the playlist
 * has none), current stays first, then the most recently added. `nowIso` ends the open stays.
 */
export function placementRows(
  stays: readonly PlacementStay[],
  standings: ReadonlyMap<string, PlaylistStanding>,
  nowIso: string,
): Placement[] {
  const rows = stays.map((stay) => {
    const added = earlier(stay.addedAt, stay.firstSeen);
    const end = Date.parse(stay.removedAt ?? nowIso);
    return {
      playlist_id: stay.playlistId,
      playlist_name: stay.playlistName,
      verdict: standings.get(stay.playlistId)?.verdict ?? 'insufficient_data',
      followers: standings.get(stay.playlistId)?.followers ?? null,
      track_id: stay.trackId,
      track_name: stay.trackName,
      added_at: added,
      days_on_playlist: Math.max(0, Math.floor((end - Date.parse(added)) / DAY_MS)),
      removed_at: stay.removedAt,
    };
  });
  return rows.sort(
    (a, b) =>
      Number(a.removed_at !== null) - Number(b.removed_at !== null) ||
      Date.parse(b.added_at) - Date.parse(a.added_at) ||
      a.playlist_name.localeCompare(b.playlist_name),
  );
}

/** The playlist's own "added" date can predate our first sighting; a later one is a clock skew. */
function earlier(addedAt: string | null, firstSeen: string): string {
  if (addedAt === null) return firstSeen;
  return Date.parse(addedAt) < Date.parse(firstSeen) ? addedAt : firstSeen;
}
