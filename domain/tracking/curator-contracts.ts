import type { ChartVerdict, VerdictConfidence } from '../catalog/catalog-contracts';
import { isRecord } from './read-playlist-analysis';

/**
 * One of a curator's playlists: one the install reads (tracked by someone, or watched after being
 * opened), or, where the service lists the owner's public playlists, one it does not read yet (no
 * grade, no checks: `watched` false).
 */
export interface CuratorPlaylist {
  readonly playlist_id: string;
  readonly name: string;
  /** Whether the install reads it; false for a listed playlist nobody tracks or opened lately. */
  readonly watched: boolean;
  /** At the latest check; for one not watched, as the service's listing gives them. */
  readonly followers: number | null;
  /** The follower change at the latest check; null before a second one. */
  readonly last_move: number | null;
  /** ISO 8601 UTC; null before the first check. */
  readonly last_checked: string | null;
  readonly verdict: ChartVerdict | null;
  readonly confidence: VerdictConfidence | null;
  /** The verdict's reason when it jumped on the same day as another of the owner's playlists; else null. */
  readonly coordinated_moves: string | null;
}

/**
 * Whether the owner's public playlists came from their service: `listed` (Deezer), `not_offered` (the
 * service has no such call: Spotify's Development Mode, and the demo standing in for it), or
 * `unavailable` (the service did not answer now, or is switched off here).
 */
export type CuratorListing = 'listed' | 'not_offered' | 'unavailable';

/** `GET /api/curator/{ownerKey}` (`/api/deezer/curator/{id}`): one owner's playlists. */
export interface CuratorAnswer {
  readonly owner_id: string;
  /** The owner's name as the latest reading of one of the playlists gave it; null when none did. */
  readonly owner_name: string | null;
  /** How many of the owner's playlists the install reads (tracked or watched). */
  readonly watched: number;
  readonly listing: CuratorListing;
  /** How many of the owner's playlists the page knows of (read here or listed; rows may be fewer). */
  readonly known: number;
  readonly playlists: readonly CuratorPlaylist[];
  /** The UTC days on which several of them jumped. */
  readonly coordinated_moves: ReadonlyArray<{
    readonly day: string;
    readonly gains: ReadonlyArray<{
      readonly playlistId: string;
      readonly name: string;
      readonly gained: number;
    }>;
  }>;
}

const VERDICTS: ReadonlySet<unknown> = new Set(['clean', 'suspicious', 'likely_botted', 'insufficient_data']);
const LISTINGS: ReadonlySet<unknown> = new Set(['listed', 'not_offered', 'unavailable']);
const CONFIDENCES: ReadonlySet<unknown> = new Set(['low', 'medium', 'high']);
const isCountOrNull = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value));
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

function isCuratorPlaylist(value: unknown): value is CuratorPlaylist {
  return (
    isRecord(value) &&
    typeof value.playlist_id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.watched === 'boolean' &&
    isCountOrNull(value.followers) &&
    isCountOrNull(value.last_move) &&
    isTextOrNull(value.last_checked) &&
    (value.verdict === null || VERDICTS.has(value.verdict)) &&
    (value.confidence === null || CONFIDENCES.has(value.confidence)) &&
    isTextOrNull(value.coordinated_moves)
  );
}

function isMove(value: unknown): value is CuratorAnswer['coordinated_moves'][number] {
  return (
    isRecord(value) &&
    typeof value.day === 'string' &&
    Array.isArray(value.gains) &&
    value.gains.every(
      (gain) =>
        isRecord(gain) &&
        typeof gain.playlistId === 'string' &&
        typeof gain.name === 'string' &&
        typeof gain.gained === 'number',
    )
  );
}

/** The curator answer, or null when it does not have that shape (a failure like any other). */
export function readCuratorAnswer(answer: unknown): CuratorAnswer | null {
  if (!isRecord(answer) || typeof answer.owner_id !== 'string' || typeof answer.watched !== 'number')
    return null;
  if (!LISTINGS.has(answer.listing) || typeof answer.known !== 'number') return null;
  if (!isTextOrNull(answer.owner_name ?? null)) return null;
  if (!Array.isArray(answer.playlists) || !answer.playlists.every(isCuratorPlaylist)) return null;
  if (!Array.isArray(answer.coordinated_moves) || !answer.coordinated_moves.every(isMove)) return null;
  return {
    owner_id: answer.owner_id,
    owner_name: (answer.owner_name as string | null | undefined) ?? null,
    watched: answer.watched,
    listing: answer.listing as CuratorListing,
    known: answer.known,
    playlists: answer.playlists,
    coordinated_moves: answer.coordinated_moves,
  };
}
