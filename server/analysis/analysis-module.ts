import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { MusicService } from '@domain/ports';
import type { ApiModule } from '../http/api-module';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { BuiltinAnalyst } from './adapters/builtin-analyst';
import { answeringFailures } from './adapters/failure-answering-analyst';
import { GeminiAnalyst } from './adapters/gemini-analyst';
import { KyselyAnalysisCache } from './adapters/kysely-analysis-cache';
import { MusicServicePlaylistHeaders } from './adapters/music-service-playlist-headers';
import { MusicServicePlaylistTracks } from './adapters/music-service-playlist-tracks';
import { KyselySharedReports } from './adapters/kysely-shared-reports';
import { randomReportTokens } from './adapters/random-report-tokens';
import { OpenAiCompatibleAnalyst } from './adapters/openai-compatible-analyst';
import { MemoryRenderedReports } from './adapters/memory-rendered-reports';
import type { Logger } from '../platform/logger';
import type { Clock, PlaylistAnalyst, PlaylistFigures } from './ports';
import { type ReportPageBudgets, reportPageRoutes } from './routes/report-page-routes';
import { deleteEndedShareLinks } from './use-cases/delete-ended-share-links';
import { type AnalyzeRouteLimits, registerAnalyzePlaylistRoute } from './routes/analyze-playlist-route';
import { registerPlaylistAnalysisRoute } from './routes/playlist-analysis-route';
import { registerSharedReportRoutes, type SharedReportRouteSettings } from './routes/shared-report-routes';

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
  /** Where report pages live (`PUBLIC_URL`). */
  readonly publicUrl: string;
  /** Share links per user (default 30 an hour). */
  readonly reportLimits?: Pick<SharedReportRouteSettings, 'perUser' | 'windowMs'>;
  /** Per-IP budgets of the public report pages and preview images. */
  readonly reportPageBudgets: ReportPageBudgets;
  /** Days revoked and expired links are kept (`SHARE_LINK_RETENTION_DAYS`). */
  readonly shareLinkRetentionDays: number;
  /** Bytes of drawn report pages and images this process keeps (`REPORT_CACHE_MB`). */
  readonly reportCacheBytes: number;
  readonly logger: Logger;
  /** How often ended share links are deleted (default hourly). */
  readonly retentionEveryMs?: number;
}

export interface AnalysisModule {
  readonly apiModule: ApiModule;
  /** `/report/{token}` and its preview image (outside `/api`). */
  readonly rootModules: readonly FastifyPluginAsync[];
  /** Deletes share links ended longer than the retention, now and then hourly. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Playlist analysis: `POST /api/gemini/analyze_playlist`, `GET /api/playlist/:id/analysis`, and the
 * share links of a playlist's report with their pages (`/report/{token}`).
 */
export function createAnalysisModule(deps: AnalysisModuleDeps): AnalysisModule {
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
  const reports = new KyselySharedReports(deps.db);
  const sharing = {
    ...analyze,
    reports,
    tokens: randomReportTokens,
    headers: new MusicServicePlaylistHeaders(deps.musicService),
  };
  const rendered = new MemoryRenderedReports(deps.reportCacheBytes);
  let retention: ReturnType<typeof setInterval> | undefined;
  const deleteEnded = async () => {
    try {
      await deleteEndedShareLinks(
        { reports, clock: deps.clock },
        { retentionDays: deps.shareLinkRetentionDays },
      );
    } catch (error) {
      deps.logger.warn(`Share-link retention failed: ${error instanceof Error ? error.message : error}`);
    }
  };
  const reportSettings = {
    publicUrl: deps.publicUrl,
    ...(deps.reportLimits ?? { perUser: 30, windowMs: 60 * 60_000 }),
  };
  return {
    apiModule: async (app) => {
      registerAnalyzePlaylistRoute(app, { ...analyze, limits });
      registerPlaylistAnalysisRoute(app, { figures, tracks, clock: deps.clock });
      registerSharedReportRoutes(app, { ...sharing, rendered, settings: reportSettings });
    },
    rootModules: [
      reportPageRoutes({
        reports,
        clock: deps.clock,
        rendered,
        publicUrl: deps.publicUrl,
        budgets: deps.reportPageBudgets,
      }),
    ],
    async start() {
      await deleteEnded();
      retention = setInterval(deleteEnded, deps.retentionEveryMs ?? 60 * 60_000);
      retention.unref();
    },
    async stop() {
      clearInterval(retention);
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
