import type { ChartAnalysis } from '../catalog/catalog-contracts';
import type { FollowerPoint } from '../tracking/history-contracts';

/** A share link of a playlist's due-diligence report (`POST /api/playlist/{id}/report`). */
/** How long a new share link works, in days; null: until revoked (`POST /api/playlist/{id}/report`). */
export type ShareLinkExpiry = 7 | 30 | 90 | null;

/** The expiries offered when creating a link, in the order shown. */
export const SHARE_LINK_EXPIRIES: readonly ShareLinkExpiry[] = [null, 7, 30, 90];

export interface SharedReportLink {
  readonly token: string;
  /** The absolute address of the report page, `{PUBLIC_URL}/report/{token}`. */
  readonly url: string;
  /** ISO 8601. */
  readonly created_at: string;
  /** ISO 8601; null (or absent from older servers): never expires. */
  readonly expires_at?: string | null;
}

/** How the playlist was curated, from the stays tracking recorded (null when unknown). */
export interface ReportCuration {
  readonly tracks_added_per_week: number | null;
  readonly tracks_added_per_month: number | null;
  /** Mean days a track stayed on the playlist. */
  readonly average_days_on_playlist: number | null;
  readonly added_last_30_days: number;
  /** Null when the report was made from a single reading (a removal is seen only between two). */
  readonly removed_last_30_days: number | null;
  /** Share of distinct artists among the tracks, in %. */
  readonly artist_diversity_percentage: number | null;
}

/**
 * Everything a report page shows, frozen when the link was created: later checks of the playlist
 * never change a report someone was sent.
 */
export interface ReportSnapshot {
  readonly playlist: {
    readonly id: string;
    readonly name: string;
    readonly image: string | null;
    readonly owner: string | null;
    readonly followers: number | null;
    readonly track_count: number | null;
    readonly spotify_url: string;
  };
  /** The bot-check as it stood, whole (new fields of the analysis ride along). */
  readonly chart: ChartAnalysis;
  /** The recorded follower counts, oldest first. */
  readonly points: readonly FollowerPoint[];
  readonly curation: ReportCuration;
  /** The written analysis (markdown), rendered safely on the page. */
  readonly markdown: string;
  /** The latest check the figures include (ISO 8601). */
  readonly data_as_of: string;
}
