import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { ArtistDetails } from '@domain/catalog/catalog-contracts';
import { withheldSentence } from '@domain/data-sources';
import { formatCareerLongevity, formatCount, NOT_AVAILABLE } from '@domain/formatting';
import type { LinkedFigure } from '@domain/item-links';
import { type MetricCard, metricCard } from '@domain/tracking/metric-cards';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { FirstAnswers, noFirstAnswers } from '@domain/ports/browser/first-answers';
import { ItemLoader } from '../shared/item-loader';
import { SIGNED_OUT_CARD_NOTE } from '../shared/metric-card-history';

export type Collaborator = ArtistDetails['collaborators'][number];

/** Per figure, the sentence saying the music service withholds it; null when it is given. */
export interface ArtistWithheld {
  readonly followers: string | null;
  readonly popularity: string | null;
}

/** The public artist page: the artist's details and the figures derived for display. */
@injectable()
export class ArtistViewModel {
  readonly loader: ItemLoader<ArtistDetails>;

  constructor(
    @inject(CatalogGateway) catalog: CatalogGateway,
    @inject(FirstAnswers) firstAnswers: FirstAnswers = noFirstAnswers,
  ) {
    this.loader = new ItemLoader(
      'artist',
      (id) => catalog.getArtist(id),
      (id) => firstAnswers.take<ArtistDetails>('artist', id),
    );
    makeAutoObservable(this, { loader: false }, { autoBind: true });
  }

  get artist(): ArtistDetails | null {
    return this.loader.data;
  }

  load(id: string): Promise<void> {
    return this.loader.load(id);
  }

  get followersText(): string {
    return formatCount(this.artist?.followers ?? null);
  }

  get popularityText(): string {
    const popularity = this.artist?.popularity;
    return popularity === null || popularity === undefined ? NOT_AVAILABLE : String(popularity);
  }

  /** The sentence for each figure the music service withholds from this installation; null when given. */
  get withheld(): ArtistWithheld {
    const withheld = this.artist?.withheld ?? [];
    const sentence = (figure: 'followers' | 'popularity') =>
      withheld.includes(figure) ? withheldSentence('spotify', 'artist', figure) : null;
    return { followers: sentence('followers'), popularity: sentence('popularity') };
  }

  /** The metric cards a signed-out visitor sees: the current values, without history. */
  get signedOutCards(): MetricCard[] {
    return this.signedOutCardsWith(null);
  }

  /** The signed-out cards, with a linked service's figure beside withheld followers. */
  signedOutCardsWith(standIn: LinkedFigure | null): MetricCard[] {
    const artist = this.artist;
    const shared = { history: null, unavailableNote: SIGNED_OUT_CARD_NOTE } as const;
    const { withheld } = this;
    return [
      metricCard({
        label: 'Followers',
        unit: 'count',
        current: artist?.followers ?? null,
        readingCheckedAt: artist?.reading_checked_at ?? null,
        withheld: withheld.followers,
        standIn,
        ...shared,
      }),
      metricCard({
        label: 'Popularity',
        unit: 'points',
        current: artist?.popularity ?? null,
        withheld: withheld.popularity,
        ...shared,
      }),
    ];
  }

  get genresText(): string {
    const genres = this.artist?.genres ?? [];
    return genres.length > 0 ? genres.join(', ') : NOT_AVAILABLE;
  }

  /** Null when the artist has no releases, so the block is not shown. */
  get careerLongevityText(): string | null {
    const days = this.artist?.career_longevity;
    return days === null || days === undefined ? null : formatCareerLongevity(days);
  }

  /** Most frequent collaborators first; ties keep the server's order. */
  get collaborators(): readonly Collaborator[] {
    return [...(this.artist?.collaborators ?? [])].sort((a, b) => b.collaborations - a.collaborations);
  }
}
