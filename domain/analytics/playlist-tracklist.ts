import type { PlaylistTrackRow } from '../tracking/history-contracts';
import { parseIsoInstant } from './iso-instant';
import { membershipStart } from './playlist-dynamics';
import type { PlaylistAnalysisInput, PlaylistMembership } from './playlist-input';
import { DAY_MS } from './time-series';

/**
 * The tracks on a playlist now, in playlist order, each with when it was added (its open stay's start:
 * the service's date, else when tracking first saw it) and the whole days since, as of `now`.
 * A track listed twice takes its open stays in order.
 */
export function playlistTracklist(input: PlaylistAnalysisInput, now: string): PlaylistTrackRow[] {
  const nowMs = parseIsoInstant(now);
  const openStays = new Map<string, PlaylistMembership[]>();
  for (const membership of input.memberships) {
    if (membership.removedAt !== null) continue;
    const stays = openStays.get(membership.trackId) ?? [];
    stays.push(membership);
    openStays.set(membership.trackId, stays);
  }
  for (const stays of openStays.values()) stays.sort((a, b) => membershipStart(a) - membershipStart(b));
  return input.tracks.map((track, index) => {
    const stay = openStays.get(track.trackId)?.shift();
    const start = stay ? membershipStart(stay) : Number.NaN;
    const known = Number.isFinite(start);
    return {
      position: index + 1,
      track_id: track.trackId,
      name: track.name ?? null,
      artists: track.artists.map(({ id, name }) => ({ id, name })),
      added_at: known ? new Date(start).toISOString() : null,
      days_on_playlist:
        known && Number.isFinite(nowMs) ? Math.max(0, Math.floor((nowMs - start) / DAY_MS)) : null,
      popularity: track.popularity,
    };
  });
}
