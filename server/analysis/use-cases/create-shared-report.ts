import type { ReportSnapshot } from '@domain/reports';
import { itemWebUrl } from '@domain/links';
import { fail, ok, type Result } from '../../platform/result';
import type { AnalysisFailure } from '../analysis-failure';
import type { AnalysisFigures, PlaylistHeader, PlaylistHeaders, ReportTokens, SharedReports } from '../ports';
import { type AnalyzePlaylistDeps, analyzePlaylist } from './analyze-playlist';

const DAY_MS = 24 * 60 * 60_000;

/** The lifetimes a share link may be given when created (besides never expiring). */
export const SHARE_LINK_EXPIRY_DAYS = [7, 30, 90] as const;
export type ShareLinkExpiryDays = (typeof SHARE_LINK_EXPIRY_DAYS)[number];

export interface CreateSharedReportDeps extends AnalyzePlaylistDeps {
  readonly reports: SharedReports;
  readonly tokens: ReportTokens;
  readonly headers: PlaylistHeaders;
}

/**
 * A share link of a tracked playlist's report: the written analysis and its figures, the follower
 * history and the playlist's header, frozen now, so the page shows what the user saw when sending it.
 */
export async function createSharedReport(
  deps: CreateSharedReportDeps,
  {
    userId,
    playlistId,
    expiresInDays = null,
  }: {
    readonly userId: number;
    readonly playlistId: string;
    /** How long the link works (SHARE_LINK_EXPIRY_DAYS); null: until revoked. */
    readonly expiresInDays?: ShareLinkExpiryDays | null;
  },
): Promise<Result<{ token: string; createdAt: Date; expiresAt: Date | null }, AnalysisFailure>> {
  const analysis = await analyzePlaylist(deps, { userId, playlistId });
  if (!analysis.ok) return analysis;
  const [recorded, header] = await Promise.all([
    deps.figures.recordedPlaylist(playlistId),
    deps.headers.header(playlistId),
  ]);
  if (!recorded) return fail({ kind: 'not_tracking' });
  const { figures, markdown } = analysis.value;
  const points = recorded.readings.flatMap((reading) =>
    reading.followers === null ? [] : [{ checked_at: reading.checked_at, followers: reading.followers }],
  );
  const snapshot: ReportSnapshot = {
    playlist: playlistOf(playlistId, figures, header),
    chart: figures.chart,
    points,
    curation: {
      tracks_added_per_week: figures.contents.weekly_track_addition_frequency,
      tracks_added_per_month: figures.contents.monthly_track_addition_frequency,
      average_days_on_playlist: figures.contents.average_longevity,
      added_last_30_days: figures.turnover.addedLast30Days,
      removed_last_30_days: figures.turnover.removedLast30Days,
      artist_diversity_percentage: figures.contents.track_diversity_percentage,
    },
    markdown,
    data_as_of: figures.playlist.lastCheckedAt ?? figures.now,
  };
  const token = deps.tokens.next();
  const createdAt = deps.clock.now();
  const expiresAt = expiresInDays === null ? null : new Date(createdAt.getTime() + expiresInDays * DAY_MS);
  await deps.reports.add({ token, userId, playlistId, snapshot, createdAt, expiresAt });
  return ok({ token, createdAt, expiresAt });
}

function playlistOf(id: string, figures: AnalysisFigures, header: PlaylistHeader | null) {
  return {
    id,
    name: header?.name ?? figures.playlist.name,
    image: header?.image ?? null,
    owner: header?.owner ?? null,
    followers: figures.playlist.followers ?? header?.followers ?? null,
    track_count: figures.playlist.trackCount ?? header?.trackCount ?? null,
    spotify_url: header?.spotifyUrl ?? itemWebUrl('playlist', id),
  };
}
