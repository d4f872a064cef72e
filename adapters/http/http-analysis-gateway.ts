import { itemPath } from '@domain/links';
import type { AxiosInstance } from 'axios';
import type { PlaylistInfo } from '@domain/catalog/catalog-contracts';
import type { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { PlaylistAnalysis } from '@domain/tracking/history-contracts';
import { readPlaylistAnalysis } from '@domain/tracking/read-playlist-analysis';
import { readWrittenAnalysis, type WrittenAnalysis } from '@domain/tracking/read-written-analysis';
import { attempt } from './api-failure';

/** docs/product.md §9: the written analysis may take a model call, so it gets 60 s. */
export const ANALYSIS_TIMEOUT_MS = 60_000;

/** The server checks every anomaly it is sent and refuses a longer list. */
const MAX_ANOMALIES = 500;
/** The server refuses more reasons than this. */
const MAX_REASONS = 50;

const UNREADABLE = 'The server sent an analysis in an unexpected format';

/** AnalysisGateway over the JSON API (`POST /api/gemini/analyze_playlist`, `GET /api/playlist/{id}/analysis`). */
export class HttpAnalysisGateway implements AnalysisGateway {
  constructor(private readonly api: AxiosInstance) {}

  async analyzePlaylist(playlist: PlaylistInfo, spotifyId: string): Promise<RemoteResult<WrittenAnalysis>> {
    const answer = await attempt(async () => {
      const body = { playlistData: playlistData(playlist, spotifyId) };
      const { data } = await this.api.post<unknown>('/gemini/analyze_playlist', body, {
        timeout: ANALYSIS_TIMEOUT_MS,
      });
      return readWrittenAnalysis(data);
    });
    return readable(answer);
  }

  async playlistAnalysis(spotifyId: string): Promise<RemoteResult<PlaylistAnalysis>> {
    const answer = await attempt(async () => {
      const { data } = await this.api.get<unknown>(`${itemPath('playlist', spotifyId)}/analysis`);
      return readPlaylistAnalysis(data);
    });
    return readable(answer);
  }
}

/** A 200 whose body has the wrong shape fails like any other answer (docs/product.md §8). */
function readable<T>(answer: RemoteResult<T | null>): RemoteResult<T> {
  if (!answer.ok) return answer;
  if (answer.value === null) return { ok: false, error: UNREADABLE, status: null };
  return { ok: true, value: answer.value };
}

/**
 * The playlist info the page holds, in exactly the fields the server accepts (it refuses unknown
 * ones). The server reads only the id and rebuilds every figure itself.
 */
function playlistData(playlist: PlaylistInfo, spotifyId: string) {
  const chart = playlist.chart_analysis;
  return {
    spotify_playlist_id: spotifyId,
    name: playlist.name,
    image: playlist.image,
    description: playlist.description,
    spotify_url: playlist.spotify_url,
    total_tracks: playlist.total_tracks,
    followers: playlist.followers,
    owner: { name: playlist.owner.name, profile_url: playlist.owner.profile_url },
    chart_analysis: {
      verdict: chart.verdict,
      confidence: chart.confidence,
      reasons: chart.reasons.slice(0, MAX_REASONS),
      against: (chart.against ?? []).slice(0, MAX_REASONS),
      summary: chart.summary,
      events: chart.events.slice(0, MAX_ANOMALIES),
      anomalies: chart.anomalies.slice(0, MAX_ANOMALIES).map((anomaly) => ({
        date: anomaly.date,
        type: anomaly.type,
        followers_change: anomaly.followers_change,
        score: anomaly.score,
      })),
      trend: chart.trend,
    },
  };
}
