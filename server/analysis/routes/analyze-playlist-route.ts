import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemKeySchema } from '../../http/item-key-schema';
import type { GrowthStats } from '@domain/analytics';
import { rateLimit } from '../../http/rate-limit';
import { tooMany } from '../../platform/retry-wording';
import { bySignedInUser } from '../../http/signed-in';
import { type AnalyzePlaylistDeps, analyzePlaylist } from '../use-cases/analyze-playlist';
import { analysisFailure } from './analysis-failures';

export interface AnalyzeRouteLimits {
  /** Analyses per user per window (each may cost a model call). */
  readonly perUser: number;
  readonly windowMs: number;
}

export interface AnalyzePlaylistRouteDeps extends AnalyzePlaylistDeps {
  readonly limits: AnalyzeRouteLimits;
}

const url = z.string().max(2048);

// The playlist info the playlist page holds (docs/product.md §3, §7). Only `spotify_playlist_id` is
// used: every figure is rebuilt on the server. The rest is checked so junk is refused, not trusted.
const chartAnalysis = z.strictObject({
  verdict: z.enum(['clean', 'suspicious', 'likely_botted', 'insufficient_data']),
  confidence: z.enum(['low', 'medium', 'high']).optional(),
  reasons: z.array(z.string().max(1000)).max(50).optional(),
  against: z.array(z.string().max(1000)).max(50).optional(),
  summary: z.string().max(2000),
  events: z
    .array(
      z.strictObject({
        start: z.string().max(40),
        end: z.string().max(40),
        days: z.number(),
        net_change: z.number(),
        share_of_audience: z.number(),
        kind: z.enum(['burst', 'drip', 'purge']),
      }),
    )
    .max(500)
    .optional(),
  anomalies: z
    .array(
      z.strictObject({
        date: z.string().max(40),
        type: z.enum(['extreme', 'trend']),
        followers_change: z.number(),
        score: z.number().optional(),
      }),
    )
    .max(500),
  trend: z.enum(['growing', 'flat', 'declining']).nullable(),
});

const playlistData = z
  .strictObject({
    spotify_playlist_id: itemKeySchema,
    id: itemKeySchema.optional(),
    success: z.boolean().optional(),
    name: z.string().max(500).optional(),
    image: url.nullable().optional(),
    description: z.string().max(5000).nullable().optional(),
    spotify_url: url.optional(),
    total_tracks: z.number().int().min(0).nullable().optional(),
    followers: z.number().int().min(0).nullable().optional(),
    owner: z.strictObject({ name: z.string().max(500).nullable(), profile_url: url.nullable() }).optional(),
    chart_analysis: chartAnalysis.optional(),
  })
  .refine((data) => data.id === undefined || data.id === data.spotify_playlist_id, {
    message: 'must be the same playlist as spotify_playlist_id',
    path: ['id'],
  });

export const analyzePlaylistBody = z.strictObject({ playlistData });

/** `POST /api/gemini/analyze_playlist`: the written analysis of a tracked playlist, with its figures. */
export function registerAnalyzePlaylistRoute(app: FastifyInstance, deps: AnalyzePlaylistRouteDeps): void {
  const { limits } = deps;
  const withinBudget = rateLimit(
    'analysis',
    { max: limits.perUser, windowMs: limits.windowMs },
    bySignedInUser,
    tooMany('analyses'),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/gemini/analyze_playlist',
    {
      bodyLimit: 64 * 1024,
      signedIn: 'verified',
      preValidation: withinBudget,
      schema: {
        tags: ['analysis'],
        summary: 'Written analysis of a tracked playlist (markdown) with its figures',
        body: analyzePlaylistBody,
      },
    },
    async (request) => {
      const playlistId = request.body.playlistData.spotify_playlist_id;
      const result = await analyzePlaylist(deps, { userId: request.user.id, playlistId });
      if (!result.ok) throw analysisFailure(request, result.error);
      const { markdown, figures, cached } = result.value;
      return {
        success: true,
        analysis: markdown,
        cached,
        ...figures.contents,
        playlist_analysis: figures.contents,
        chart_analysis: figures.chart,
        growth: growthAnswer(figures.growth),
      };
    },
  );
}

/** The growth figures as the API names them (docs/product.md §9 baselines; rates in %). */
function growthAnswer(growth: GrowthStats) {
  return {
    latest: growth.latest,
    since_last_check: growth.sinceLastCheck,
    average_daily_change: growth.averageDailyChange,
    cumulative_growth_rate: growth.cumulativeGrowthRate,
    recent_growth_rate: growth.recentGrowthRate,
    weekly_growth_rate: growth.weeklyGrowthRate,
    monthly_growth_rate: growth.monthlyGrowthRate,
  };
}
