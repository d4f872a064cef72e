import type { PlaylistTrackFacts } from '@domain/analytics';
import { fail, ok } from '@server/platform/result';
import type {
  AnalysisFigures,
  AnalystResult,
  PlaylistAnalyst,
  PlaylistFigures,
  PlaylistTracks,
  StoredPlaylist,
} from '@server/analysis/ports';

/** Stored playlists and who tracks them, in memory. */
export class InMemoryPlaylistFigures implements PlaylistFigures {
  private readonly playlists = new Map<string, StoredPlaylist>();
  private readonly trackers = new Set<string>();

  store(playlist: StoredPlaylist): this {
    this.playlists.set(playlist.spotifyId, playlist);
    return this;
  }

  track(userId: number, playlistId: string): this {
    this.trackers.add(`${userId}:${playlistId}`);
    return this;
  }

  async isTracking(userId: number, _kind: 'playlist', playlistId: string): Promise<boolean> {
    return this.trackers.has(`${userId}:${playlistId}`);
  }

  async latestPlaylistCheck(playlistId: string): Promise<string | null> {
    return this.playlists.get(playlistId)?.readings.at(-1)?.checked_at ?? null;
  }

  async recordedPlaylist(playlistId: string): Promise<StoredPlaylist | null> {
    return this.playlists.get(playlistId) ?? null;
  }
}

/** The same tracks for every playlist, or a failure when `failing` is set. */
export class FixedPlaylistTracks implements PlaylistTracks {
  failing: string | null = null;

  constructor(private readonly tracks: readonly PlaylistTrackFacts[]) {}

  async currentTracks() {
    if (this.failing !== null) return fail(this.failing);
    return ok(this.tracks);
  }
}

/** Records every call; answers `answer` (a failure when it has `ok: false`). */
export class RecordingAnalyst implements PlaylistAnalyst {
  readonly name = 'recording';
  readonly calls: AnalysisFigures[] = [];
  answer: AnalystResult = { ok: true, value: { markdown: '## Summary\n\nFine.' } };
  /** Resolves the answer only when released (for concurrency tests). */
  gate: Promise<void> = Promise.resolve();

  async analyze(figures: AnalysisFigures): Promise<AnalystResult> {
    this.calls.push(figures);
    await this.gate;
    return this.answer;
  }
}
