import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { growthStats, popularityGrowthStats } from '@domain/analytics';
import type { LinkedFigure } from '@domain/item-links';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import {
  type FollowerChange,
  followerChangeSinceLastCheck,
} from '@domain/tracking/follower-change-since-last-check';
import type { ArtistHistoryEntry } from '@domain/tracking/history-contracts';
import { type MetricCard, metricCard } from '@domain/tracking/metric-cards';
import type { ChartPoint } from '@shared/charts';
import { ItemLoader } from '../shared/item-loader';
import { cardHistory } from '../shared/metric-card-history';
import { checkedOnly, hasImported } from '../shared/imported-readings';
import { type Figure, growthRateFigures, pointGrowthFigures, pointsOf } from './history-figures';
import { appended, drawStartedReading } from './started-reading';
import { TrackingViewModel } from './tracking-view-model';

/** A signed-in user's artist extras: Track / Stop Tracking, the two history charts and growth figures. */
@injectable()
export class ArtistExtrasViewModel {
  readonly history: ItemLoader<readonly ArtistHistoryEntry[]>;
  artistId: string | null = null;

  constructor(
    @inject(TrackingViewModel) readonly tracking: TrackingViewModel,
    @inject(TrackingGateway) private readonly gateway: TrackingGateway,
  ) {
    this.history = new ItemLoader('artist history', (id) => gateway.artistHistory(id));
    makeAutoObservable<ArtistExtrasViewModel, 'gateway'>(
      this,
      { tracking: false, history: false, gateway: false },
      { autoBind: true },
    );
  }

  async load(id: string): Promise<void> {
    this.artistId = id;
    await Promise.all([this.tracking.load('artist', id), this.history.load(id)]);
  }

  /** Starting to track may take the artist's first snapshot: the chart draws the reading it answered. */
  async toggleTracking(): Promise<void> {
    const done = await this.tracking.toggle();
    if (done !== 'start' || !this.artistId) return;
    await drawStartedReading(this.history, this.artistId, this.tracking.startedReading, (entries, reading) =>
      appended(entries, {
        checked_at: reading.checked_at,
        popularity: reading.popularity,
        followers: reading.followers,
      }),
    );
  }

  get entries(): readonly ArtistHistoryEntry[] {
    return this.history.data ?? [];
  }

  /** Our own checks: the change and growth figures stand on these alone. */
  private get checked(): readonly ArtistHistoryEntry[] {
    return checkedOnly(this.entries);
  }

  get hasHistory(): boolean {
    return this.entries.length > 0;
  }

  /** Whether the follower chart draws readings the user kept and imported. */
  get hasImported(): boolean {
    return hasImported(this.entries);
  }

  get popularityPoints(): ChartPoint[] {
    return pointsOf(this.entries, (entry) => entry.popularity);
  }

  get followerPoints(): ChartPoint[] {
    return pointsOf(this.entries, (entry) => entry.followers);
  }

  /** Up, down, no change, or the not-enough-data / no-history sentence. */
  get followerChange(): FollowerChange {
    return followerChangeSinceLastCheck(this.checked);
  }

  get followerGrowth(): Figure[] {
    return growthRateFigures(growthStats(this.checked));
  }

  get popularityGrowth(): Figure[] {
    return pointGrowthFigures(popularityGrowthStats(this.checked));
  }

  /** Followers and popularity now, with their change over 7 and 30 days and since the first check. */
  metricCards(current: {
    readonly followers: number | null;
    readonly popularity: number | null;
    /** Sentences for the figures the music service withholds. */
    readonly withheld?: { readonly followers: string | null; readonly popularity: string | null };
    /** A linked service's figure shown beside withheld followers. */
    readonly standIn?: LinkedFigure | null;
  }): MetricCard[] {
    const { status, data } = this.history;
    return [
      metricCard({
        label: 'Followers',
        unit: 'count',
        current: current.followers,
        withheld: current.withheld?.followers ?? null,
        standIn: current.standIn ?? null,
        userTracking: this.tracking.userTracking,
        ...cardHistory(status, data, (entry) => entry.followers),
      }),
      metricCard({
        label: 'Popularity',
        unit: 'points',
        current: current.popularity,
        withheld: current.withheld?.popularity ?? null,
        userTracking: this.tracking.userTracking,
        ...cardHistory(status, data, (entry) => entry.popularity),
      }),
    ];
  }

  get csvUrl(): string | null {
    return this.artistId ? this.gateway.historyCsvUrl('artist', this.artistId) : null;
  }
}
