import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { formatCount, formatDate, formatSignedCount, plural } from '@domain/formatting';
import { PlacementsGateway } from '@domain/ports/browser/placements-gateway';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import type { CuratorAnswer, CuratorPlaylist } from '@domain/tracking/curator-contracts';
import { ItemLoader } from '../shared/item-loader';

/** One of the curator's playlists as the page lists it. */
export interface CuratorRow {
  readonly playlist: CuratorPlaylist;
  readonly followersText: string;
  /** "+1,204 at the last check", what is missing, or "Not watched yet". */
  readonly lastMoveText: string;
  /** Null for a playlist the install does not read. */
  readonly checkedText: string | null;
  /** "Jumped with this curator's other playlists on 4 days" (the days are listed above); null when never. */
  readonly jumpsText: string | null;
}

/** Where a signed-in user's Track of a playlist not watched yet stands. */
export type RowTracking = 'idle' | 'submitting' | 'tracked' | 'failed';

export const NOT_WATCHED_TEXT = 'Not watched yet';
export const TRACKED_NOW_TEXT = 'Tracked: read daily from now on';
/** Why a Spotify curator page lists only the playlists the install reads. */
export const SPOTIFY_ONLY_READ_TEXT =
  'Only the playlists Chartpulse reads are listed: Spotify does not let this installation list a user’s public playlists (apps in Development Mode have no such call). Open or track another of this curator’s playlists and it appears here.';
export const LISTING_UNAVAILABLE_TEXT =
  'Deezer did not list this curator’s public playlists just now, so only the ones Chartpulse reads are shown. Please try again later.';

/** `/curator/:id`: one owner's playlists, with grades where Chartpulse reads them, and coordinated jumps. */
@injectable()
export class CuratorViewModel {
  readonly loader: ItemLoader<CuratorAnswer>;
  /** Track buttons' states, by playlist key. */
  tracking = new Map<string, RowTracking>();

  constructor(
    @inject(PlacementsGateway) gateway: PlacementsGateway,
    @inject(TrackingGateway) private readonly trackingGateway: TrackingGateway,
  ) {
    // A malformed id (400) names no curator either: the page says so rather than offering a retry.
    this.loader = new ItemLoader('curator', async (ownerKey) => {
      const answer = await gateway.curator(ownerKey);
      return !answer.ok && answer.status === 400 ? { ...answer, status: 404 } : answer;
    });
    makeAutoObservable<CuratorViewModel, 'trackingGateway'>(
      this,
      { loader: false, trackingGateway: false },
      { autoBind: true },
    );
  }

  load(ownerKey: string): Promise<void> {
    this.tracking = new Map();
    return this.loader.load(ownerKey);
  }

  get curator(): CuratorAnswer | null {
    return this.loader.data;
  }

  /** The owner's name when a reading or the listing gave one, else their id at the service. */
  get title(): string {
    const curator = this.curator;
    if (!curator) return 'Curator';
    return curator.owner_name ?? curator.owner_id.replace(/^deezer:/, '');
  }

  get summaryText(): string {
    const curator = this.curator;
    const watched = curator?.watched ?? 0;
    if (curator?.listing === 'listed') {
      if (curator.known === 0) return 'This curator has no public playlists on Deezer.';
      return `${watched} of ${plural(curator.known, 'public playlist')} watched: Chartpulse reads those daily (tracked by a member, or opened lately). Track another to have it read too.`;
    }
    if (watched === 0) {
      return 'Chartpulse reads none of this curator’s playlists yet: track one, or open it, and it is read daily from then on.';
    }
    return `Chartpulse reads ${plural(watched, 'playlist')} of this curator daily (tracked by a member, or opened lately).`;
  }

  /** Why the list may be short: the service cannot list the owner's playlists, or did not now; else null. */
  get listingNote(): string | null {
    const listing = this.curator?.listing;
    if (listing === 'not_offered') return SPOTIFY_ONLY_READ_TEXT;
    if (listing === 'unavailable') return LISTING_UNAVAILABLE_TEXT;
    return null;
  }

  /** "Showing 200 of 340": the page lists the biggest when the owner has more; null when all are shown. */
  get shownText(): string | null {
    const curator = this.curator;
    if (!curator || curator.playlists.length >= curator.known) return null;
    return `Showing the ${curator.playlists.length} biggest of ${plural(curator.known, 'playlist')}.`;
  }

  get rows(): readonly CuratorRow[] {
    return (this.curator?.playlists ?? []).map((playlist) => ({
      playlist,
      followersText:
        playlist.followers === null
          ? `${formatCount(null)} followers`
          : plural(playlist.followers, 'follower'),
      lastMoveText: !playlist.watched
        ? this.trackingOf(playlist.playlist_id) === 'tracked'
          ? TRACKED_NOW_TEXT
          : NOT_WATCHED_TEXT
        : playlist.last_move === null
          ? 'No move yet: one check so far'
          : `${formatSignedCount(playlist.last_move)} at the last check`,
      checkedText: !playlist.watched
        ? null
        : playlist.last_checked
          ? `Checked ${formatDate(playlist.last_checked)}`
          : 'Not checked yet',
      jumpsText: this.jumpsTextOf(playlist.playlist_id),
    }));
  }

  trackingOf(playlistId: string): RowTracking {
    return this.tracking.get(playlistId) ?? 'idle';
  }

  /** Starts tracking a listed playlist the install does not read yet; a second click while busy does nothing. */
  async track(playlistId: string): Promise<void> {
    const state = this.trackingOf(playlistId);
    if (state === 'submitting' || state === 'tracked') return;
    this.tracking.set(playlistId, 'submitting');
    const answer = await this.trackingGateway.track('playlist', playlistId);
    runInAction(() => this.tracking.set(playlistId, answer.ok ? 'tracked' : 'failed'));
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
