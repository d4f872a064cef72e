import { makeAutoObservable } from 'mobx';
import type { PlaylistInfo } from '@domain/catalog/catalog-contracts';
import { formatCount } from '@domain/formatting';
import type { CatalogRepository } from '@domain/ports/browser/catalog-repository';
import { ItemLoader } from '../shared/item-loader';

/** The public playlist page: the playlist's info formatted for display. */
export class PlaylistViewModel {
  readonly loader: ItemLoader<PlaylistInfo>;

  constructor(catalog: CatalogRepository) {
    this.loader = new ItemLoader('playlist', (id) => catalog.getPlaylist(id));
    makeAutoObservable(this, { loader: false }, { autoBind: true });
  }

  get playlist(): PlaylistInfo | null {
    return this.loader.data;
  }

  load(id: string): Promise<void> {
    return this.loader.load(id);
  }

  get followersText(): string {
    return formatCount(this.playlist?.followers ?? null);
  }

  get totalTracksText(): string {
    return formatCount(this.playlist?.total_tracks ?? null);
  }

  get ownerName(): string {
    return this.playlist?.owner.name ?? 'not available';
  }
}
