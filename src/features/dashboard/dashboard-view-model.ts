import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DASHBOARD_NOT_SPOTIFY_MESSAGE } from '@domain/links';
import { AnalyticsTag } from '@domain/ports/browser/analytics-tag';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { type TrackedKind, TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import { AuthStore } from '@shared/auth/auth-store';
import type { Notice } from '@shared/ui/notice';
import {
  REFRESH_AFTER_ADD_MS,
  startedMessage,
  stopFailedMessage,
  stoppedMessage,
  stopRefusedMessage,
} from './dashboard-messages';
import {
  type ArtistColumn,
  type ArtistRow,
  artistRow,
  type PlaylistColumn,
  type PlaylistRow,
  playlistRow,
  type TrackColumn,
  type TrackRow,
  trackRow,
} from './dashboard-rows';
import { dashboardTarget } from './dashboard-target';
import { type RowRemoval, TrackedTable } from './tracked-table';

/** The tracking call's refusals that are about the link typed: it names nothing (400) or nothing known (404). */
const REFUSALS_ABOUT_THE_LINK: ReadonlySet<number | null> = new Set([400, 404]);

const mapRows =
  <In, Out>(map: (row: In) => Out) =>
  (result: RemoteResult<readonly In[]>): RemoteResult<readonly Out[]> =>
    result.ok ? { ok: true, value: result.value.map(map) } : result;

/**
 * /dashboard (docs/product.md §2, §4, §8): the Add box and the three tracked-item tables. After an
 * add the tables reload 2 s later; a 401 anywhere signs the user out with 'Session expired…'.
 */
@injectable()
export class DashboardViewModel {
  url = '';
  isAdding = false;
  notice: Notice | null = null;
  readonly playlists: TrackedTable<PlaylistColumn, PlaylistRow>;
  readonly tracks: TrackedTable<TrackColumn, TrackRow>;
  readonly artists: TrackedTable<ArtistColumn, ArtistRow>;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  /** Whether the error notice is about the link in the Add box. */
  private errorAboutUrl = false;

  constructor(
    @inject(TrackingGateway) private readonly tracking: TrackingGateway,
    @inject(CatalogGateway) private readonly catalog: CatalogGateway,
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(AnalyticsTag) private readonly analytics: AnalyticsTag,
  ) {
    this.playlists = new TrackedTable(
      'playlist',
      async () => mapRows(playlistRow)(await tracking.trackedPlaylists()),
      (row) => row.spotify_playlist_id,
    );
    this.tracks = new TrackedTable(
      'track',
      async () => mapRows(trackRow)(await tracking.trackedTracks()),
      (row) => row.spotify_track_id,
    );
    this.artists = new TrackedTable(
      'artist',
      async () => mapRows(artistRow)(await tracking.trackedArtists()),
      (row) => row.spotify_artist_id,
    );
    makeAutoObservable<
      DashboardViewModel,
      'tracking' | 'catalog' | 'auth' | 'analytics' | 'refreshTimer' | 'disposed'
    >(
      this,
      {
        tracking: false,
        analytics: false,
        catalog: false,
        auth: false,
        playlists: false,
        tracks: false,
        artists: false,
        refreshTimer: false,
        disposed: false,
      },
      { autoBind: true },
    );
  }

  /** The Add button is disabled while the box is empty (docs/product.md §2). */
  get canAdd(): boolean {
    return this.url.trim() !== '' && !this.isAdding;
  }

  /** The Add box holds what the error shown is about. */
  get urlInvalid(): boolean {
    return this.notice?.kind === 'error' && this.errorAboutUrl;
  }

  setUrl(url: string): void {
    this.url = url;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  /** Loads (or reloads) the three tables. */
  async load(): Promise<void> {
    const results = await Promise.all([this.playlists.load(), this.tracks.load(), this.artists.load()]);
    if (results.some((result) => !result.ok && result.status === 401)) this.expireSession();
  }

  async add(): Promise<void> {
    if (!this.canAdd) return;
    this.isAdding = true;
    this.notice = null;
    const target = await dashboardTarget(this.url, this.catalog);
    const result = target.ok ? await this.tracking.track(target.kind, target.id) : null;
    runInAction(() => {
      this.isAdding = false;
      if (!target.ok) return this.showError(target.error, target.aboutInput);
      if (result && !result.ok) {
        if (result.status === 401) return this.expireSession();
        const aboutUrl = REFUSALS_ABOUT_THE_LINK.has(result.status);
        return this.showError(result.error ?? DASHBOARD_NOT_SPOTIFY_MESSAGE, aboutUrl);
      }
      this.notice = { kind: 'success', text: startedMessage(target.kind) };
      this.analytics.event('track_item', { item_type: target.kind, item_id: target.id });
      this.url = '';
      this.scheduleRefresh();
    });
  }

  async stopTracking(kind: TrackedKind, spotifyId: string): Promise<void> {
    const table = this.tableOf(kind);
    if (table.stopping.has(spotifyId)) return;
    table.setStopping(spotifyId, true);
    this.notice = null;
    const result = await this.tracking.stopTracking(table.kind, spotifyId);
    runInAction(() => {
      table.setStopping(spotifyId, false);
      if (result.ok) {
        table.remove(spotifyId);
        this.notice = { kind: 'success', text: stoppedMessage(table.kind) };
        this.analytics.event('stop_tracking', { item_type: table.kind, item_id: spotifyId });
      } else if (result.status === 401) {
        this.expireSession();
      } else {
        const text = result.status === null ? stopFailedMessage(table.kind) : stopRefusedMessage(table.kind);
        this.showError(text);
      }
    });
  }

  private tableOf(kind: TrackedKind): RowRemoval {
    if (kind === 'playlist') return this.playlists;
    return kind === 'track' ? this.tracks : this.artists;
  }

  /** The page is gone: no more timers. */
  dispose(): void {
    this.disposed = true;
    if (this.refreshTimer !== null) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private scheduleRefresh(): void {
    if (this.disposed) return;
    if (this.refreshTimer !== null) clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      void this.load();
    }, REFRESH_AFTER_ADD_MS);
  }

  private showError(text: string, aboutUrl = false): void {
    this.notice = { kind: 'error', text };
    this.errorAboutUrl = aboutUrl;
  }

  private expireSession(): void {
    this.dispose();
    this.auth.expireSession();
  }
}
