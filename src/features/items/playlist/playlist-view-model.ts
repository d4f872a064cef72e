import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { PlaylistInfo } from '@domain/catalog/catalog-contracts';
import { type HeaderGrade, headerGrade } from '@domain/catalog/header-grade';
import { formatCount, NOT_AVAILABLE } from '@domain/formatting';
import { withheldSentence } from '@domain/data-sources';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { FirstAnswers, noFirstAnswers } from '@domain/ports/browser/first-answers';
import { type MetricCard, metricCard } from '@domain/tracking/metric-cards';
import { ItemLoader } from '../shared/item-loader';
import { SIGNED_OUT_CARD_NOTE } from '../shared/metric-card-history';

/** The public playlist page: the playlist's info formatted for display. */
@injectable()
export class PlaylistViewModel {
  readonly loader: ItemLoader<PlaylistInfo>;

  constructor(
    @inject(CatalogGateway) catalog: CatalogGateway,
    @inject(FirstAnswers) firstAnswers: FirstAnswers = noFirstAnswers,
  ) {
    // Every read asks for a fresh copy (docs/product.md §7: `GET /playlist/{id}?forceRefresh=true`); the
    // server decides whom to honour (a signed-in tracker, once a minute) and answers the rest cached.
    this.loader = new ItemLoader(
      'playlist',
      (id) => catalog.getPlaylist(id, { forceRefresh: true }),
      (id) => firstAnswers.take<PlaylistInfo>('playlist', id),
    );
    makeAutoObservable(this, { loader: false }, { autoBind: true });
  }

  get playlist(): PlaylistInfo | null {
    return this.loader.data;
  }

  load(id: string): Promise<void> {
    return this.loader.load(id);
  }

  /** Reads the playlist afresh from the music service, keeping the page on screen meanwhile. */
  refresh(id: string): Promise<void> {
    return this.loader.refresh(id);
  }

  /** The metric cards a signed-out visitor sees: followers and track count now, without history. */
  get signedOutCards(): MetricCard[] {
    const shared = { history: null, unavailableNote: SIGNED_OUT_CARD_NOTE } as const;
    return [
      metricCard({
        label: 'Followers',
        unit: 'count',
        current: this.playlist?.followers ?? null,
        readingCheckedAt: this.playlist?.reading_checked_at ?? null,
        withheld: this.followersWithheld,
        ...shared,
      }),
      metricCard({ label: 'Tracks', unit: 'count', current: this.playlist?.total_tracks ?? null, ...shared }),
    ];
  }

  /** "Spotify does not give playlist followers to this installation" when withheld; else null. */
  get followersWithheld(): string | null {
    return this.playlist?.withheld?.includes('followers')
      ? withheldSentence('spotify', 'playlist', 'followers')
      : null;
  }

  /** The grade beside the name (the follower check's, or the first look's while that is all there is). */
  get headerGrade(): HeaderGrade {
    const playlist = this.playlist!;
    return headerGrade(
      playlist.chart_analysis,
      playlist.first_look ?? null,
      playlist.verdict_with_listening ?? null,
    );
  }

  get followersText(): string {
    return formatCount(this.playlist?.followers ?? null);
  }

  get totalTracksText(): string {
    return formatCount(this.playlist?.total_tracks ?? null);
  }

  get ownerName(): string {
    return this.playlist?.owner.name ?? NOT_AVAILABLE;
  }
}
