import { inject, injectable } from 'inversify';
import { computed, makeObservable } from 'mobx';
import { formatCount, formatDate, plural } from '@domain/formatting';
import { PlacementsGateway } from '@domain/ports/browser/placements-gateway';
import type { Placement } from '@domain/tracking/placements';
import { ItemLoader } from './item-loader';

/** One placement as the section shows it. */
export interface PlacementRow {
  readonly key: string;
  readonly placement: Placement;
  readonly followersText: string;
  readonly addedText: string;
  readonly daysText: string;
  /** "On the playlist" or "Removed dd/mm/yyyy". */
  readonly statusText: string;
}

export const NO_PLACEMENTS_TEXT = 'Not on any playlist Chartpulse tracks yet.';

/** The "Playlists" section of an artist or track page: the tracked playlists carrying it. */
abstract class PlacementsViewModel {
  readonly loader: ItemLoader<readonly Placement[]>;

  constructor(gateway: PlacementsGateway, kind: 'artist' | 'track') {
    this.loader = new ItemLoader('placements', (id) => gateway.placements(kind, id));
    // Subclassed (one binding per kind), so the observable members are declared, not inferred.
    makeObservable(this, {
      rows: computed,
      currentRows: computed,
      pastRows: computed,
      summaryText: computed,
    });
  }

  load(id: string): Promise<void> {
    return this.loader.load(id);
  }

  get rows(): readonly PlacementRow[] {
    return (this.loader.data ?? []).map((placement) => ({
      key: `${placement.playlist_id}:${placement.track_id}:${placement.added_at}`,
      placement,
      followersText:
        placement.followers === null
          ? `${formatCount(null)} followers`
          : plural(placement.followers, 'follower'),
      addedText: `Added ${formatDate(placement.added_at)}`,
      daysText: `${plural(placement.days_on_playlist, 'day')} on it`,
      statusText: placement.removed_at ? `Removed ${formatDate(placement.removed_at)}` : 'On the playlist',
    }));
  }

  /** Placements it still has: shown first. */
  get currentRows(): readonly PlacementRow[] {
    return this.rows.filter((row) => row.placement.removed_at === null);
  }

  /** Placements that ended: behind a fold, closed on phones. */
  get pastRows(): readonly PlacementRow[] {
    return this.rows.filter((row) => row.placement.removed_at !== null);
  }

  /**
   * "3 current placements and 8 past. 2 on playlists graded likely botted: Farm Hits, Mix (past)."
   * Each flagged grade counts and names its playlists, each once, one the item has left marked past.
   */
  get summaryText(): string {
    const current = this.currentRows.length;
    const past = this.pastRows.length;
    const now = current === 0 ? 'Not on a tracked playlist now' : plural(current, 'current placement');
    const counts =
      past === 0
        ? now
        : current === 0
          ? `${now}; ${plural(past, 'past placement')}`
          : `${now} and ${formatCount(past)} past`;
    const graded = (['likely_botted', 'suspicious'] as const)
      .map((verdict) => ({
        names: playlistNames(this.rows.filter((row) => row.placement.verdict === verdict)),
        words: verdict === 'likely_botted' ? 'likely botted' : 'suspicious',
      }))
      .filter(({ names }) => names.length !== 0)
      .map(
        ({ names, words }) =>
          `${formatCount(names.length)} on ${names.length === 1 ? 'a playlist' : 'playlists'} graded ${words}: ${names.join(', ')}`,
      );
    return graded.length === 0 ? `${counts}.` : `${counts}. ${graded.join('; ')}.`;
  }
}

/** Each playlist of `rows` once, in their order, marked "(past)" when the item is on it no more. */
function playlistNames(rows: readonly PlacementRow[]): string[] {
  const names = new Map<string, { name: string; current: boolean }>();
  for (const { placement } of rows) {
    const known = names.get(placement.playlist_id);
    const current = placement.removed_at === null || (known?.current ?? false);
    names.set(placement.playlist_id, { name: placement.playlist_name, current });
  }
  return [...names.values()].map(({ name, current }) => (current ? name : `${name} (past)`));
}

@injectable()
export class ArtistPlacementsViewModel extends PlacementsViewModel {
  constructor(@inject(PlacementsGateway) gateway: PlacementsGateway) {
    super(gateway, 'artist');
  }
}

@injectable()
export class TrackPlacementsViewModel extends PlacementsViewModel {
  constructor(@inject(PlacementsGateway) gateway: PlacementsGateway) {
    super(gateway, 'track');
  }
}
