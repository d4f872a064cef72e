import type { PlaylistInfo } from '../../catalog/catalog-contracts';
import type { PlaylistAnalysis } from '../../tracking/history-contracts';
import type { WrittenAnalysis } from '../../tracking/read-written-analysis';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/**
 * The analysis of a playlist the signed-in user tracks (docs/product.md §2, §7): the written
 * analysis with its figures (may call the model; slow), and the figures alone (no model). An
 * answer without the expected shape is a failure like any other (docs/product.md §8).
 */
export interface AnalysisGateway {
  analyzePlaylist(playlist: PlaylistInfo, spotifyId: string): Promise<RemoteResult<WrittenAnalysis>>;
  playlistAnalysis(spotifyId: string): Promise<RemoteResult<PlaylistAnalysis>>;
}

export const AnalysisGateway: PortToken<AnalysisGateway> = Symbol.for('AnalysisGateway');
