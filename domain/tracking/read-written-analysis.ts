import type { PlaylistAnalysis } from './history-contracts';
import { isRecord, readPlaylistAnalysis } from './read-playlist-analysis';

/** `POST /api/gemini/analyze_playlist`, as the browser uses it: the markdown and its figures. */
export interface WrittenAnalysis {
  readonly markdown: string;
  /** The playlist analysis object the text was written from. */
  readonly analysis: PlaylistAnalysis;
  /** True when the server answered from its cache (same playlist, day and snapshot). */
  readonly cached: boolean;
}

/**
 * The written analysis in an answer of `POST /api/gemini/analyze_playlist`: a non-empty markdown
 * `analysis` plus the analysis object (under `playlist_analysis`, else at the top level), or null
 * when the answer does not have that shape (docs/product.md §8).
 */
export function readWrittenAnalysis(data: unknown): WrittenAnalysis | null {
  if (!isRecord(data) || typeof data.analysis !== 'string' || data.analysis.trim() === '') return null;
  const analysis = readPlaylistAnalysis(isRecord(data.playlist_analysis) ? data.playlist_analysis : data);
  if (analysis === null) return null;
  return { markdown: data.analysis, analysis, cached: data.cached === true };
}
