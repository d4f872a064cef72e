import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { followerHistoryAnswer, growthStats } from '@domain/analytics';
import { formatDailyChange, plural } from '@domain/formatting';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import {
  type FollowerChange,
  followerChangeSinceLastCheck,
} from '@domain/tracking/follower-change-since-last-check';
import type { FollowerHistory } from '@domain/tracking/history-contracts';
import type { ChartPoint } from '@shared/charts';
import { type MetricCard, metricCard } from '@domain/tracking/metric-cards';
import { ItemLoader } from '../shared/item-loader';
import { cardHistory } from '../shared/metric-card-history';
import { type Figure, followerChartPoints, growthRateFigures } from './history-figures';
import { appended, drawStartedReading } from './started-reading';
import type { TrackingAction } from './tracking-messages';
import { TrackingViewModel } from './tracking-view-model';

export const TRACK_PLAYLIST_FIRST_TEXT =
  'Track this playlist to see its followers over time, its growth and our detailed analysis.';
/** Shown above the history of a playlist the user does not track, by why the install reads it. */
export const WATCHED_HISTORY_TEXT =
  'Chartpulse reads this playlist daily because people opened it lately. Track it to keep it read and get alerts.';
export const MEMBER_TRACKS_TEXT =
  'Chartpulse reads this playlist daily because another member tracks it. Track it too to get its full analysis and alerts.';
export const NO_LONGER_READ_TEXT =
  'Chartpulse does not read this playlist now: no other member tracks it and it is not watched after being opened. Its history stops at the last check; track it to have it read daily.';
export const READ_BEFORE_TEXT =
  'Chartpulse has readings of this playlist. Track it to keep it read and get alerts.';
export const NO_PLAYLIST_HISTORY_TEXT =
  'No follower history available yet for this playlist. Please wait for the next Spotify updates.';

/**
 * A signed-in user's playlist extras: Track / Stop Tracking and, once tracked, the followers chart
 * with its anomalies, the growth figures and the bot-check panel linked to the chart.
 */
@injectable()
export class PlaylistExtrasViewModel {
  readonly history: ItemLoader<FollowerHistory>;
  /** The day (YYYY-MM-DD) of the anomaly chosen in the bot-check panel. */
  selectedAnomalyDay: string | null = null;
  playlistId: string | null = null;

  constructor(
    @inject(TrackingViewModel) readonly tracking: TrackingViewModel,
    @inject(TrackingGateway) private readonly gateway: TrackingGateway,
  ) {
    this.history = new ItemLoader('playlist followers history', (id) => gateway.playlistFollowerHistory(id));
    makeAutoObservable<PlaylistExtrasViewModel, 'gateway'>(
      this,
      { tracking: false, history: false, gateway: false },
      { autoBind: true },
    );
  }

  async load(id: string): Promise<void> {
    this.playlistId = id;
    this.selectedAnomalyDay = null;
    await Promise.all([this.tracking.load('playlist', id), this.history.load(id)]);
  }

  /**
   * After starting to track, the chart draws the reading the start answered, its anomalies labelled
   * again over the longer history (the page reloads its own data as well).
   */
  async toggleTracking(): Promise<TrackingAction | null> {
    const done = await this.tracking.toggle();
    if (done !== 'start' || !this.playlistId) return done;
    await drawStartedReading(
      this.history,
      this.playlistId,
      this.tracking.startedReading,
      (history, reading) =>
        reading.followers === null
          ? history
          : followerHistoryAnswer(
              appended(history.data, {
                checked_at: reading.checked_at,
                followers: reading.followers,
                track_count: reading.track_count,
              }),
            ),
    );
    return done;
  }

  /**
   * The chart and figures: for a tracked playlist, and for one the user does not track when the
   * install has readings of it anyway (another member tracks it, or it is watched after being opened).
   */
  get showsHistory(): boolean {
    return this.showsTrackedExtras || (this.tracking.status === 'ready' && this.hasHistory);
  }

  /** What only trackers get: the written analysis and share links. */
  get showsTrackedExtras(): boolean {
    return this.tracking.status === 'ready' && this.tracking.isTracking;
  }

  get showsTrackFirst(): boolean {
    return this.tracking.status === 'ready' && !this.tracking.isTracking && !this.hasHistory;
  }

  /** Untracked, with history: why it is there, and the invitation to track. */
  get showsWatchedNote(): boolean {
    return this.tracking.status === 'ready' && !this.tracking.isTracking && this.hasHistory;
  }

  /** Why the history is there for a user who does not track it, as the server says it (never who). */
  get watchedNoteText(): string {
    const reason = this.history.data?.read_because;
    if (reason === 'tracked_by_member') return MEMBER_TRACKS_TEXT;
    if (reason === 'opened_lately') return WATCHED_HISTORY_TEXT;
    if (reason === null) return NO_LONGER_READ_TEXT;
    return READ_BEFORE_TEXT;
  }

  get points(): ChartPoint[] {
    return this.history.data ? followerChartPoints(this.history.data) : [];
  }

  /** Whether the chart draws readings the user kept and imported (the legend names them then). */
  get hasImported(): boolean {
    return (this.history.data?.imported?.length ?? 0) > 0;
  }

  get hasHistory(): boolean {
    return this.points.length > 0;
  }

  get sinceLastCheck(): FollowerChange {
    return followerChangeSinceLastCheck(this.history.data?.data ?? []);
  }

  get averageDailyChangeText(): string {
    const history = this.history.data;
    const text = formatDailyChange(history?.average_daily_change ?? null);
    const leftOut = history?.average_daily_change_days_left_out ?? 0;
    return leftOut > 0 && history?.average_daily_change != null
      ? `${text}, leaving out ${plural(leftOut, 'day')} of follower events`
      : text;
  }

  get growthRates(): Figure[] {
    return growthRateFigures(growthStats(this.history.data?.data ?? []));
  }

  /** Followers and track count now, with their change over 7 and 30 days and since the first check. */
  metricCards(current: {
    readonly followers: number | null;
    readonly tracks: number | null;
    /** "Spotify does not give playlist followers to this installation", or null when given. */
    readonly followersWithheld?: string | null;
  }): MetricCard[] {
    const { status, data } = this.history;
    const checks = data?.data ?? null;
    return [
      metricCard({
        label: 'Followers',
        unit: 'count',
        current: current.followers,
        withheld: current.followersWithheld ?? null,
        userTracking: this.tracking.userTracking,
        ...cardHistory(status, checks, (check) => check.followers),
      }),
      metricCard({
        label: 'Tracks',
        unit: 'count',
        current: current.tracks,
        userTracking: this.tracking.userTracking,
        ...cardHistory(status, checks, (check) => check.track_count ?? null),
      }),
    ];
  }

  selectAnomaly(day: string): void {
    this.selectedAnomalyDay = day;
  }

  /**
   * The check the chart highlights and centres for the chosen anomaly: the flagged check of that
   * day (else its first), since the day alone would read as midnight and land on a neighbour.
   */
  get focusDate(): string | null {
    const day = this.selectedAnomalyDay;
    const history = this.history.data;
    if (!day || !history) return day;
    const sameDay = history.data.flatMap((point, index) =>
      point.checked_at.startsWith(day)
        ? [{ at: point.checked_at, flagged: history.anomaly_type[index] }]
        : [],
    );
    return (sameDay.find((point) => point.flagged) ?? sameDay[0])?.at ?? day;
  }

  get csvUrl(): string | null {
    return this.playlistId ? this.gateway.historyCsvUrl('playlist', this.playlistId) : null;
  }
}
