import type { Kysely } from 'kysely';
import type { MusicService } from '@domain/ports';
import type { ApiModule } from '../http/api-module';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { BuiltinAnalyst } from './adapters/builtin-analyst';
import { answeringFailures } from './adapters/failure-answering-analyst';
import { GeminiAnalyst } from './adapters/gemini-analyst';
import { KyselyAnalysisCache } from './adapters/kysely-analysis-cache';
import { MusicServicePlaylistTracks } from './adapters/music-service-playlist-tracks';
import { OpenAiCompatibleAnalyst } from './adapters/openai-compatible-analyst';
import type { Clock, PlaylistAnalyst, PlaylistFigures } from './ports';
import { type AnalyzeRouteLimits, registerAnalyzePlaylistRoute } from './routes/analyze-playlist-route';
import { registerPlaylistAnalysisRoute } from './routes/playlist-analysis-route';

export type AnalystConfig = Pick<
  Config,
  | 'aiProvider'
  | 'geminiApiKey'
  | 'geminiModel'
  | 'geminiApiUrl'
  | 'openaiBaseUrl'
  | 'openaiApiKey'
  | 'openaiModel'
>;

export interface AnalysisModuleDeps {
  readonly db: Kysely<DB>;
  readonly clock: Clock;
  readonly config: AnalystConfig;
  /** Where the tracks on a playlist are read (tracking stores only membership). */
  readonly musicService: MusicService;
  /** What tracking recorded about playlists (tracking's query port). */
  readonly figures: PlaylistFigures;
  /** Analyses per user (default 20 an hour). */
  readonly limits?: AnalyzeRouteLimits;
  /** Model answer budget in ms (default 50 s, under the browser's 60 s). */
  readonly analystTimeoutMs?: number;
}

/** Playlist analysis: `POST /api/gemini/analyze_playlist` and `GET /api/playlist/:id/analysis`. */
export function createAnalysisModule(deps: AnalysisModuleDeps): { apiModule: ApiModule } {
  const { figures } = deps;
  const tracks = new MusicServicePlaylistTracks(deps.musicService);
  const analyze = {
    figures,
    tracks,
    analyst: answeringFailures(chooseAnalyst(deps.config, deps.analystTimeoutMs)),
    cache: new KyselyAnalysisCache(deps.db),
    clock: deps.clock,
    inFlight: new Map(),
  };
  const limits = deps.limits ?? { perUser: 20, windowMs: 60 * 60_000 };
  return {
    apiModule: async (app) => {
      registerAnalyzePlaylistRoute(app, analyze, limits);
      registerPlaylistAnalysisRoute(app, { figures, tracks, clock: deps.clock });
    },
  };
}

/** The analyst `AI_PROVIDER` names; a provider without its settings stops the start with one line. */
export function chooseAnalyst(config: AnalystConfig, timeoutMs?: number): PlaylistAnalyst {
  switch (config.aiProvider) {
    case 'builtin':
      return new BuiltinAnalyst();
    case 'gemini':
      if (!config.geminiApiKey) throw new Error('AI_PROVIDER=gemini needs GEMINI_API_KEY');
      return new GeminiAnalyst({
        apiUrl: config.geminiApiUrl,
        apiKey: config.geminiApiKey,
        model: config.geminiModel,
        timeoutMs,
      });
    case 'openai':
      if (!config.openaiBaseUrl || !config.openaiModel) {
        throw new Error('AI_PROVIDER=openai needs OPENAI_BASE_URL and OPENAI_MODEL');
      }
      return new OpenAiCompatibleAnalyst({
        baseUrl: config.openaiBaseUrl,
        apiKey: config.openaiApiKey,
        model: config.openaiModel,
        timeoutMs,
      });
  }
}
