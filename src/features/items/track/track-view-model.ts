import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { TrackDetails } from '@domain/catalog/catalog-contracts';
import { withheldSentence } from '@domain/data-sources';
import { formatDate, formatDuration, NOT_AVAILABLE } from '@domain/formatting';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { FirstAnswers, noFirstAnswers } from '@domain/ports/browser/first-answers';
import { type MetricCard, metricCard } from '@domain/tracking/metric-cards';
import { ItemLoader } from '../shared/item-loader';
import { SIGNED_OUT_CARD_NOTE } from '../shared/metric-card-history';

/** The public track page: the track's details formatted for display. */
@injectable()
export class TrackViewModel {
  readonly loader: ItemLoader<TrackDetails>;

  constructor(
    @inject(CatalogGateway) catalog: CatalogGateway,
    @inject(FirstAnswers) firstAnswers: FirstAnswers = noFirstAnswers,
  ) {
    this.loader = new ItemLoader(
      'track',
      (id) => catalog.getTrack(id),
      (id) => firstAnswers.take<TrackDetails>('track', id),
    );
    makeAutoObservable(this, { loader: false }, { autoBind: true });
  }

  get track(): TrackDetails | null {
    return this.loader.data;
  }

  load(id: string): Promise<void> {
    return this.loader.load(id);
  }

  /** "Spotify does not give track popularity to this installation" when it is withheld; else null. */
  get popularityWithheld(): string | null {
    return this.track?.withheld?.includes('popularity')
      ? withheldSentence('spotify', 'track', 'popularity')
      : null;
  }

  /** The metric card a signed-out visitor sees: the current popularity, without history. */
  get signedOutCards(): MetricCard[] {
    return [
      metricCard({
        label: 'Popularity',
        unit: 'points',
        current: this.track?.popularity ?? null,
        withheld: this.popularityWithheld,
        history: null,
        unavailableNote: SIGNED_OUT_CARD_NOTE,
      }),
    ];
  }

  /** docs/product.md §3: the second image size (index 1), falling back to the only one there is. */
  get coverUrl(): string | null {
    const images = this.track?.album.images ?? [];
    return (images[1] ?? images[0])?.url ?? null;
  }

  get durationText(): string {
    return this.track ? formatDuration(this.track.duration_ms) : '';
  }

  get releaseDateText(): string {
    return this.track ? formatDate(this.track.album.release_date) : '';
  }

  get popularityText(): string {
    const popularity = this.track?.popularity;
    if (this.popularityWithheld) return this.popularityWithheld;
    return popularity === null || popularity === undefined ? NOT_AVAILABLE : String(popularity);
  }

  get explicitText(): string {
    return this.track?.explicit ? 'Yes' : 'No';
  }

  get isrcText(): string {
    return this.track?.external_ids.isrc ?? NOT_AVAILABLE;
  }
}
