import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { formatCount, formatDate, formatSignedCount, plural } from '@domain/formatting';
import { PlacementsGateway } from '@domain/ports/browser/placements-gateway';
import type { CuratorAnswer, CuratorPlaylist } from '@domain/tracking/curator-contracts';
import { ItemLoader } from '../shared/item-loader';

/** One of the curator's playlists as the page lists it. */
export interface CuratorRow {
  readonly playlist: CuratorPlaylist;
  readonly followersText: string;
  /** "+1,204 at the last check", or what is missing. */
  readonly lastMoveText: string;
  readonly checkedText: string;
  /** "Jumped with this curator's other playlists on 4 days" (the days are listed above); null when never. */
  readonly jumpsText: string | null;
}

/** `/curator/:id`: one owner's playlists that Chartpulse reads, with grades and coordinated jumps. */
@injectable()
export class CuratorViewModel {
  readonly loader: ItemLoader<CuratorAnswer>;

  constructor(@inject(PlacementsGateway) gateway: PlacementsGateway) {
    this.loader = new ItemLoader('curator', (ownerKey) => gateway.curator(ownerKey));
    makeAutoObservable(this, { loader: false }, { autoBind: true });
  }

  load(ownerKey: string): Promise<void> {
    return this.loader.load(ownerKey);
  }

  get curator(): CuratorAnswer | null {
    return this.loader.data;
  }

  /** The owner's name when a reading gave one, else their id at the service. */
  get title(): string {
    const curator = this.curator;
    if (!curator) return 'Curator';
    return curator.owner_name ?? curator.owner_id.replace(/^deezer:/, '');
  }

  get summaryText(): string {
    const watched = this.curator?.watched ?? 0;
    if (watched === 0) {
      return 'Chartpulse reads none of this curator’s playlists yet: track one, or open it, and it is read daily from then on.';
    }
    return `Chartpulse reads ${plural(watched, 'playlist')} of this curator daily (tracked by a member, or opened lately).`;
  }

  get rows(): readonly CuratorRow[] {
    return (this.curator?.playlists ?? []).map((playlist) => ({
      playlist,
      followersText:
        playlist.followers === null
          ? `${formatCount(null)} followers`
          : plural(playlist.followers, 'follower'),
      lastMoveText:
        playlist.last_move === null
          ? 'No move yet: one check so far'
          : `${formatSignedCount(playlist.last_move)} at the last check`,
      checkedText: playlist.last_checked ? `Checked ${formatDate(playlist.last_checked)}` : 'Not checked yet',
      jumpsText: this.jumpsTextOf(playlist.playlist_id),
    }));
  }

  private jumpsTextOf(playlistId: string): string | null {
    const days = (this.curator?.coordinated_moves ?? []).filter((move) =>
      move.gains.some((gain) => gain.playlistId === playlistId),
    ).length;
    return days === 0 ? null : `Jumped with this curator’s other playlists on ${plural(days, 'day')}`;
  }

  /** One line per day several of the playlists jumped together. */
  get moveLines(): readonly string[] {
    return (this.curator?.coordinated_moves ?? []).map(
      (move) =>
        `${formatDate(move.day)}: ${move.gains
          .map((gain) => `${gain.name} ${formatSignedCount(gain.gained)}`)
          .join(', ')}`,
    );
  }
}
