import { itemPath } from '@domain/links';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import { AnalyticsTag } from '@domain/ports/browser/analytics-tag';
import type { ChartVerdict, PlaylistInfo, VerdictConfidence } from '@domain/catalog/catalog-contracts';
import { type HeaderGrade, headerGrade } from '@domain/catalog/header-grade';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import { withheldSentence } from '@domain/data-sources';
import type { PlaylistAnalysis } from '@domain/tracking/history-contracts';
import * as text from './playlist-analysis-text';
import { TracklistTable } from './tracklist-table';

/** `not_tracking`: the server answered 403, the user does not track this playlist. */
export type PlaylistAnalysisStatus = 'idle' | 'loading' | 'ready' | 'error' | 'not_tracking';

/** What the header names: the playlist the figures are of. */
export interface AnalysedPlaylist {
  readonly name: string;
  readonly image: string | null;
  readonly ownerName: string | null;
  readonly ownerUrl: string | null;
  readonly verdict: ChartVerdict;
  readonly confidence: VerdictConfidence | null;
  /** The grade the playlist page's header shows, for this header too. */
  readonly grade: HeaderGrade;
}

export interface TopArtistLine {
  readonly spotifyId: string;
  readonly name: string;
  readonly href: string;
  readonly tracksText: string;
}

/**
 * The playlist analysis view (docs/product.md §2): every statistic of the playlist analysis object,
 * N/A where missing, with the three distributions as bars. Keeps only the latest request's answer.
 */
@injectable()
export class PlaylistAnalysisViewModel {
  status: PlaylistAnalysisStatus = 'idle';
  analysis: PlaylistAnalysis | null = null;
  playlist: AnalysedPlaylist | null = null;
  isTracking = false;
  trackError: string | null = null;
  private spotifyId: string | null = null;
  private requestNumber = 0;
  /** The tracks on the playlist now, sortable by each column. */
  readonly tracklist = new TracklistTable(() => this.analysis?.tracks ?? []);

  constructor(
    @inject(AnalysisGateway) private readonly gateway: AnalysisGateway,
    @inject(AnalyticsTag) private readonly analytics: AnalyticsTag,
    @inject(CatalogGateway) private readonly catalog: CatalogGateway,
    @inject(TrackingGateway) private readonly tracking: TrackingGateway,
  ) {
    makeAutoObservable<
      PlaylistAnalysisViewModel,
      'gateway' | 'analytics' | 'catalog' | 'tracking' | 'requestNumber' | 'spotifyId'
    >(
      this,
      {
        gateway: false,
        analytics: false,
        catalog: false,
        tracking: false,
        requestNumber: false,
        spotifyId: false,
        tracklist: false,
      },
      { autoBind: true },
    );
  }

  async load(spotifyId: string): Promise<void> {
    const request = ++this.requestNumber;
    if (this.spotifyId !== spotifyId) this.playlist = null;
    this.spotifyId = spotifyId;
    this.status = 'loading';
    this.analysis = null;
    const [result, info] = await Promise.all([
      this.gateway.playlistAnalysis(spotifyId).catch((error: unknown) => {
        console.error('Playlist analysis failed:', error);
        return null;
      }),
      this.catalog.getPlaylist(spotifyId).catch(() => null),
    ]);
    if (request !== this.requestNumber) return;
    runInAction(() => {
      if (info?.ok) this.playlist = analysedPlaylist(info.value);
      this.analysis = result?.ok ? result.value : null;
      this.status = result?.ok ? 'ready' : result?.status === 403 ? 'not_tracking' : 'error';
    });
    if (result?.ok) {
      this.analytics.event('analysis_opened', { playlist_id: spotifyId, analysis_view: 'figures' });
    }
  }

  /** The 403 answer's way out: track the playlist, then load its figures. */
  async trackPlaylist(): Promise<void> {
    const spotifyId = this.spotifyId;
    if (spotifyId === null || this.isTracking) return;
    this.isTracking = true;
    this.trackError = null;
    const result = await this.tracking.track('playlist', spotifyId).catch(() => null);
    runInAction(() => {
      this.isTracking = false;
      if (!result?.ok) this.trackError = text.TRACK_FAILED;
    });
    if (result?.ok) await this.load(spotifyId);
  }

  /** `{name} analysis | Chartpulse` once the playlist is known. */
  get pageTitle(): string {
    return this.playlist ? `${this.playlist.name} analysis` : 'Playlist analysis';
  }

  get heading(): string {
    return this.playlist ? `${this.playlist.name} analysis` : 'Playlist analysis';
  }

  get isLoading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  /** Loaded, but nothing to show: 'No analysis data available'. */
  /**
   * "Spotify does not give playlist contents to this installation" when the service withholds them:
   * said instead of empty figures and an empty tracklist. Null when the contents are given.
   */
  get contentsWithheld(): string | null {
    return this.status === 'ready' && this.analysis?.withheld?.includes('contents')
      ? withheldSentence('spotify', 'playlist', 'contents')
      : null;
  }

  get hasNoData(): boolean {
    return this.status === 'ready' && (this.analysis === null || text.isEmptyAnalysis(this.analysis));
  }

  /** The same-day sentence when every track was added on one day, else null. */
  get sameDaySentence(): string | null {
    const analysis = this.analysis;
    if (!analysis?.all_tracks_same_day || analysis.days_since_all_added === null) return null;
    return text.sameDaySentence(analysis.days_since_all_added);
  }

  get averagePopularityText(): string {
    return text.statistic(this.analysis?.average_popularity ?? null);
  }

  get averageAgeText(): string {
    return text.yearsAndMonths(this.analysis?.average_age ?? null);
  }

  get averageLongevityText(): string {
    return text.statistic(this.analysis?.average_longevity ?? null, ' days');
  }

  get latestAddedText(): string {
    return this.analysis ? text.latestAddedText(this.analysis) : text.statistic(null);
  }

  get latestActivityText(): string {
    return this.analysis ? text.latestActivityText(this.analysis) : text.statistic(null);
  }

  get weeklyAddedText(): string {
    return text.statistic(this.analysis?.weekly_track_addition_frequency ?? null);
  }

  get monthlyAddedText(): string {
    return text.statistic(this.analysis?.monthly_track_addition_frequency ?? null);
  }

  get diversityText(): string {
    return text.statistic(this.analysis?.track_diversity_percentage ?? null, '%');
  }

  get explicitText(): string {
    return text.explicitText(this.analysis?.explicit_content ?? null);
  }

  get shortestDurationText(): string {
    return text.duration(this.analysis?.shortest_duration ?? null);
  }

  get longestDurationText(): string {
    return text.duration(this.analysis?.longest_duration ?? null);
  }

  get averageDurationText(): string {
    return text.duration(this.analysis?.average_duration ?? null);
  }

  // Computed: while the view observes them, each chart gets the same array on every render.
  get popularityBars(): text.DistributionBar[] {
    return text.bars(this.analysis?.popularity_distribution ?? {});
  }

  get ageBars(): text.DistributionBar[] {
    return text.bars(this.analysis?.age_distribution ?? {});
  }

  get longevityBars(): text.DistributionBar[] {
    return text.bars(this.analysis?.longevity_distribution ?? {});
  }

  get topArtists(): TopArtistLine[] {
    return (this.analysis?.top_artists ?? []).map((artist) => ({
      spotifyId: artist.spotify_id,
      name: artist.name,
      href: itemPath('artist', artist.spotify_id),
      tracksText: `${artist.count} ${artist.count === 1 ? 'track' : 'tracks'}`,
    }));
  }
}

function analysedPlaylist(info: PlaylistInfo): AnalysedPlaylist {
  return {
    name: info.name,
    image: info.image,
    ownerName: info.owner.name,
    ownerUrl: info.owner.profile_url,
    verdict: info.chart_analysis.verdict,
    confidence: info.chart_analysis.confidence,
    grade: headerGrade(info.chart_analysis, info.first_look ?? null),
  };
}
