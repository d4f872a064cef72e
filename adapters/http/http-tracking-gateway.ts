import { itemPath, keyedApiPath } from '@domain/links';
import axios, { type AxiosInstance } from 'axios';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type {
  TrackedKind,
  TrackingGateway,
  TrackingState,
  TrackStart,
} from '@domain/ports/browser/tracking-gateway';
import type {
  ArtistHistoryEntry,
  FollowerHistory,
  HistoryReading,
  ReadReason,
  TrackedArtistRow,
  TrackedPlaylistRow,
  TrackedTrackRow,
  TrackPopularityEntry,
} from '@domain/tracking/history-contracts';
import type { BulkLineResult } from '@domain/tracking/watch-list';
import { errorText, toFailure } from './api-failure';
import { historyCsvUrl } from './tracking-paths';

type Answer = Record<string, unknown>;
const READ_REASONS: ReadonlySet<unknown> = new Set<ReadReason | null>([
  'tracked_by_member',
  'opened_lately',
  null,
]);

const STATUS_PATHS: Record<TrackedKind, string> = {
  artist: '/user/is-tracking-artist',
  track: '/user/is-tracking-track',
  playlist: '/user/tracking',
};

/** TrackingGateway over the JSON API (docs/product.md §7). */
export class HttpTrackingGateway implements TrackingGateway {
  constructor(private readonly api: AxiosInstance) {}

  isTracking(kind: TrackedKind, spotifyId: string): Promise<RemoteResult<TrackingState>> {
    return this.call(
      () => this.api.get<Answer>(keyedApiPath(STATUS_PATHS[kind], spotifyId)),
      (data) => ({
        tracking: data.is_tracking === true,
        since:
          data.is_tracking === true && typeof data.tracking_since === 'string' ? data.tracking_since : null,
      }),
    );
  }

  track(kind: TrackedKind, spotifyId: string): Promise<RemoteResult<TrackStart>> {
    return this.call(
      () => this.api.post<Answer>(`/${kind}/track`, { extracted_id: spotifyId }),
      (data) => ({ alreadyTracking: data.already_tracking === true, reading: historyReading(data.reading) }),
    );
  }

  stopTracking(kind: TrackedKind, spotifyId: string): Promise<RemoteResult<void>> {
    return this.call(
      () => this.api.post<Answer>(`/${kind}/stop-tracking`, { remove_id: spotifyId }),
      () => undefined,
    );
  }

  trackList(list: string): Promise<RemoteResult<readonly BulkLineResult[]>> {
    return this.call(
      () => this.api.post<Answer>('/track/bulk', { list }).catch(withLinesInError),
      (data) => asList<BulkLineResult>(data.results),
    );
  }

  trackedPlaylists(): Promise<RemoteResult<readonly TrackedPlaylistRow[]>> {
    return this.list<TrackedPlaylistRow>('/user/playlists', 'playlists');
  }

  trackedTracks(): Promise<RemoteResult<readonly TrackedTrackRow[]>> {
    return this.list<TrackedTrackRow>('/user/tracks', 'tracks');
  }

  trackedArtists(): Promise<RemoteResult<readonly TrackedArtistRow[]>> {
    return this.list<TrackedArtistRow>('/user/artists', 'artists');
  }

  artistHistory(spotifyId: string): Promise<RemoteResult<readonly ArtistHistoryEntry[]>> {
    return this.call(
      () => this.api.get<unknown>(`${itemPath('artist', spotifyId)}/history`),
      (data) => historyList<ArtistHistoryEntry>(data),
    );
  }

  trackPopularityHistory(spotifyId: string): Promise<RemoteResult<readonly TrackPopularityEntry[]>> {
    return this.call(
      () => this.api.get<unknown>(`${itemPath('track', spotifyId)}/popularity-history`),
      (data) => historyList<TrackPopularityEntry>(data),
    );
  }

  playlistFollowerHistory(spotifyId: string): Promise<RemoteResult<FollowerHistory>> {
    return this.call(
      () => this.api.get<Answer>(`${itemPath('playlist', spotifyId)}/followers-history`),
      (data) => ({
        data: historyList(data.data),
        anomaly_type: asList(data.anomaly_type),
        average_daily_change:
          typeof data.average_daily_change === 'number' ? data.average_daily_change : null,
        average_daily_change_days_left_out:
          typeof data.average_daily_change_days_left_out === 'number'
            ? data.average_daily_change_days_left_out
            : 0,
        // The viewer's own kept readings (issue 34), sent only when it imported some.
        ...(Array.isArray(data.imported) && { imported: historyList(data.imported) }),
        // Why the install reads it for someone besides the viewer (issue 33); absent from older servers.
        ...(READ_REASONS.has(data.read_because) && { read_because: data.read_because as ReadReason | null }),
      }),
    );
  }

  historyCsvUrl(kind: TrackedKind, spotifyId: string): string {
    return historyCsvUrl(this.api, kind, spotifyId);
  }

  private list<T>(path: string, key: string): Promise<RemoteResult<readonly T[]>> {
    return this.call(
      () => this.api.get<Answer>(path),
      (data) => asList<T>(data[key]),
    );
  }

  /**
   * Runs a request; `success: false` in a 2xx answer is the server saying no, so it keeps the status.
   * A request that never got an answer fails with status null (see toFailure).
   */
  private async call<D, T>(
    request: () => Promise<{ data: D; status: number }>,
    read: (data: D) => T,
  ): Promise<RemoteResult<T>> {
    let answer: { data: D; status: number };
    try {
      answer = await request();
    } catch (error) {
      return toFailure(error);
    }
    const data = answer.data as unknown;
    if (data && typeof data === 'object' && (data as Answer).success === false) {
      return { ok: false, error: errorText(data), status: answer.status };
    }
    return { ok: true, value: read(answer.data) };
  }
}

/**
 * A whole-list refusal names the lines at fault (`lines` beside `error`); the failure's words carry
 * them, as the dialog shows them: `Line 3, 4: Malformed CSV…`.
 */
function withLinesInError(error: unknown): never {
  const data: unknown = axios.isAxiosError(error) ? error.response?.data : null;
  if (data && typeof data === 'object') {
    const answer = data as Answer;
    const lines = Array.isArray(answer.lines) ? answer.lines.filter((n) => typeof n === 'number') : [];
    if (lines.length > 0 && typeof answer.error === 'string') {
      answer.error = `${lines.length === 1 ? 'Line' : 'Lines'} ${lines.join(', ')}: ${answer.error}`;
    }
  }
  throw error;
}

/** The console message for a history answer that is not a list (docs/product.md §5, History data). */
export const HISTORY_NOT_A_LIST = 'Unexpected history data format (not a list); ignored:';

/** History is used only when the answer is a list; anything else is ignored, and said so in the console. */
function historyList<T>(value: unknown): readonly T[] {
  if (Array.isArray(value)) return value as T[];
  console.error(HISTORY_NOT_A_LIST, value);
  return [];
}

/** The track answer's reading, when it has one with a time (an older server sends none). */
function historyReading(value: unknown): HistoryReading | null {
  if (!value || typeof value !== 'object') return null;
  const reading = value as Record<string, unknown>;
  if (typeof reading.checked_at !== 'string') return null;
  const count = (field: unknown) => (typeof field === 'number' ? field : null);
  return {
    checked_at: reading.checked_at,
    followers: count(reading.followers),
    popularity: count(reading.popularity),
    track_count: count(reading.track_count),
  };
}

function asList<T>(value: unknown): readonly T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
