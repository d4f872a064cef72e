import { buildPlaylistAnalysis, playlistTracklist } from '@domain/analytics';
import type { PlaylistInfo } from '@domain/catalog/catalog-contracts';
import type { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { PlaylistAnalysis } from '@domain/tracking/history-contracts';
import { readPlaylistAnalysis } from '@domain/tracking/read-playlist-analysis';
import { readWrittenAnalysis, type WrittenAnalysis } from '@domain/tracking/read-written-analysis';
import { fakeAnalysisMarkdown } from './fake-analysis-markdown';

export interface FakeAnalysisOptions {
  /** The fake server's clock (default: the real time). */
  readonly now?: () => Date;
  /** Every call fails with this (e.g. `{ error: '…', status: 503 }`). */
  readonly failure?: { readonly error: string | null; readonly status: number | null };
  /** Every call answers this body instead, read as the HTTP adapter reads the server's. */
  readonly rawAnswer?: unknown;
}

const NOT_TRACKING = {
  ok: false,
  error: 'Track this playlist first to see its analysis.',
  status: 403,
} as const;

/**
 * In-memory analyses for `VITE_BACKEND=fake` and UI tests: the fixture playlists get figures built
 * by the domain from generated histories, and a written analysis from templates; other playlists
 * answer as untracked ones do.
 */
export class FakeAnalysisGateway implements AnalysisGateway {
  /** The playlist ids asked for a written analysis, in order (tests). */
  readonly analyzed: string[] = [];
  private readonly now: () => Date;

  constructor(private readonly options: FakeAnalysisOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  async analyzePlaylist(playlist: PlaylistInfo, spotifyId: string): Promise<RemoteResult<WrittenAnalysis>> {
    this.analyzed.push(spotifyId);
    if (this.options.failure) return { ok: false, ...this.options.failure };
    if ('rawAnswer' in this.options) return readableOr(readWrittenAnalysis(this.options.rawAnswer));
    const analysis = await this.figures(spotifyId);
    if (analysis === null) return NOT_TRACKING;
    const markdown = fakeAnalysisMarkdown(playlist, analysis);
    return { ok: true, value: { markdown, analysis, cached: false } };
  }

  async playlistAnalysis(spotifyId: string): Promise<RemoteResult<PlaylistAnalysis>> {
    if (this.options.failure) return { ok: false, ...this.options.failure };
    if ('rawAnswer' in this.options) return readableOr(readPlaylistAnalysis(this.options.rawAnswer));
    const analysis = await this.figures(spotifyId);
    return analysis === null ? NOT_TRACKING : { ok: true, value: analysis };
  }

  /** The fixtures load on first use, so the fake never weighs on the app's first page load. */
  private async figures(spotifyId: string): Promise<PlaylistAnalysis | null> {
    const { fixtureAnalysisInput } = await import('./analysis-fixtures');
    const now = this.now();
    const input = fixtureAnalysisInput(spotifyId, now);
    if (input === null) return null;
    const at = now.toISOString();
    return { ...buildPlaylistAnalysis(input, at), tracks: playlistTracklist(input, at) };
  }
}

function readableOr<T>(value: T | null): RemoteResult<T> {
  return value === null
    ? { ok: false, error: 'The server sent an analysis in an unexpected format', status: null }
    : { ok: true, value };
}
