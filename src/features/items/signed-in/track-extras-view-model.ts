import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import type { TrackPopularityEntry } from '@domain/tracking/history-contracts';
import type { ChartPoint } from '@shared/charts';
import { type MetricCard, metricCard } from '@domain/tracking/metric-cards';
import { ItemLoader } from '../shared/item-loader';
import { cardHistory } from '../shared/metric-card-history';
import { hasImported } from '../shared/imported-readings';
import { pointsOf } from './history-figures';
import { appended, drawStartedReading } from './started-reading';
import { TrackingViewModel } from './tracking-view-model';

export const NO_TRACK_HISTORY_TEXT =
  'No popularity history available yet for this track. You may need to start tracking this track, or wait for the next Spotify updates.';

/** A signed-in user's track extras: Track / Stop Tracking and the popularity-history chart. */
@injectable()
export class TrackExtrasViewModel {
  readonly history: ItemLoader<readonly TrackPopularityEntry[]>;
  trackId: string | null = null;

  constructor(
    @inject(TrackingViewModel) readonly tracking: TrackingViewModel,
    @inject(TrackingGateway) private readonly gateway: TrackingGateway,
  ) {
    this.history = new ItemLoader('track popularity history', (id) => gateway.trackPopularityHistory(id));
    makeAutoObservable<TrackExtrasViewModel, 'gateway'>(
      this,
      { tracking: false, history: false, gateway: false },
      { autoBind: true },
    );
  }

  async load(id: string): Promise<void> {
    this.trackId = id;
    await Promise.all([this.tracking.load('track', id), this.history.load(id)]);
  }

  /** After starting to track a track its chart shows the reading the start answered (docs/product.md §4). */
  async toggleTracking(): Promise<void> {
    const done = await this.tracking.toggle();
    if (done !== 'start' || !this.trackId) return;
    await drawStartedReading(this.history, this.trackId, this.tracking.startedReading, (entries, reading) =>
      appended(entries, { checked_at: reading.checked_at, popularity: reading.popularity }),
    );
  }

  get popularityPoints(): ChartPoint[] {
    return pointsOf(this.history.data ?? [], (entry) => entry.popularity);
  }

  get hasHistory(): boolean {
    return this.popularityPoints.length > 0;
  }

  /** Whether the popularity chart draws readings the user kept and imported. */
  get hasImported(): boolean {
    return hasImported(this.history.data ?? []);
  }

  /** Popularity now, with its change in points over 7 and 30 days and since the first check. */
  metricCards(currentPopularity: number | null, withheld: string | null = null): MetricCard[] {
    const { status, data } = this.history;
    return [
      metricCard({
        label: 'Popularity',
        unit: 'points',
        current: currentPopularity,
        withheld,
        userTracking: this.tracking.userTracking,
        ...cardHistory(status, data, (entry) => entry.popularity),
      }),
    ];
  }

  get csvUrl(): string | null {
    return this.trackId ? this.gateway.historyCsvUrl('track', this.trackId) : null;
  }
}
