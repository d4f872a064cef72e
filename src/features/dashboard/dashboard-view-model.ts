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
  ADD_UNREACHABLE_MESSAGE,
  alreadyTrackingMessage,
  REFRESH_AFTER_ADD_MS,
  startedMessage,
  stopFailedMessage,
  stoppedMessage,
  stopRefusedMessage,
  UNDO_STOP_MS,
} from './dashboard-messages';
import {
  ARTIST_TEXT,
  FOLLOWER_CHANGE_TIES,
  PLACEMENT_TIES,
  type ArtistColumn,
  type ArtistRow,
  artistRow,
  PLAYLIST_TEXT,
  type PlaylistColumn,
  type PlaylistRow,
  playlistRow,
  TRACK_TEXT,
  type TrackColumn,
  type TrackRow,
  trackRow,
} from './dashboard-rows';
import { BulkAdd } from './bulk-add';
import { dashboardTarget } from './dashboard-target';
import { type RowRemoval, TrackedTable } from './tracked-table';

/** The tracking call's refusals that are about the link typed: it names nothing (400) or nothing known (404). */
const REFUSALS_ABOUT_THE_LINK: ReadonlySet<number | null> = new Set([400, 404]);

const stopKey = (kind: TrackedKind, spotifyId: string) => `${kind}:${spotifyId}`;

const mapRows =
  <In, Out>(map: (row: In) => Out) =>
  (result: RemoteResult<readonly In[]>): RemoteResult<readonly Out[]> =>
    result.ok ? { ok: true, value: result.value.map(map) } : result;

/** A stop the user can still undo: its row is hidden, the request waits for the window to end. */
export interface PendingStop {
  readonly kind: TrackedKind;
  readonly spotifyId: string;
  readonly name: string;
}

/**
 * /dashboard (docs/product.md §2, §4, §8): the Add box, the filter box and the three tracked-item
 * tables. After an add the tables reload 2 s later; a 401 anywhere signs the user out with
 * 'Session expired…'. Stop Tracking hides the row at once and sends the stop when its undo window
 * (5 s) ends or the page is left; Undo within the window brings the row back and sends nothing.
 */
@injectable()
export class DashboardViewModel {
  url = '';
  filter = '';
  isAdding = false;
  /** Stops waiting out their undo window, oldest first. */
  pendingStops: PendingStop[] = [];
  notice: Notice | null = null;
  readonly playlists: TrackedTable<PlaylistColumn, PlaylistRow>;
  readonly tracks: TrackedTable<TrackColumn, TrackRow>;
  readonly artists: TrackedTable<ArtistColumn, ArtistRow>;
  /** The Bulk add dialog: a list of links tracked in one go. */
  readonly bulk: BulkAdd;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly stopTimers = new Map<string, ReturnType<typeof setTimeout>>();
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
      PLAYLIST_TEXT,
      FOLLOWER_CHANGE_TIES,
    );
    this.tracks = new TrackedTable(
      'track',
      async () => mapRows(trackRow)(await tracking.trackedTracks()),
      (row) => row.spotify_track_id,
      TRACK_TEXT,
      PLACEMENT_TIES,
    );
    this.artists = new TrackedTable(
      'artist',
      async () => mapRows(artistRow)(await tracking.trackedArtists()),
      (row) => row.spotify_artist_id,
      ARTIST_TEXT,
      { ...FOLLOWER_CHANGE_TIES, ...PLACEMENT_TIES },
    );
    this.bulk = new BulkAdd(tracking, (result) => {
      if (result.ok) void this.load();
      else if (result.status === 401) this.expireSession();
    });
    makeAutoObservable<
      DashboardViewModel,
      'tracking' | 'catalog' | 'auth' | 'analytics' | 'refreshTimer' | 'disposed' | 'stopTimers'
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
        bulk: false,
        refreshTimer: false,
        disposed: false,
        stopTimers: false,
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

  /** Filters the three tables by name (and a track's artists). */
  setFilter(text: string): void {
    this.filter = text;
    for (const table of [this.playlists, this.tracks, this.artists]) table.setFilter(text);
  }

  /** Loads one table again after it failed. */
  async retry(kind: TrackedKind): Promise<void> {
    const result = await this.tableOf(kind).load();
    if (!result.ok && result.status === 401) this.expireSession();
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
    // Adding back a row whose stop is still undoable is its Undo: the user never stopped tracking it.
    const undoable = target.ok ? this.pendingStopOf(target.kind, target.id) : undefined;
    if (undoable) this.undoStop(undoable);
    const shownAlready = target.ok && this.tableOf(target.kind).nameOf(target.id) !== null;
    const result = target.ok && !shownAlready ? await this.tracking.track(target.kind, target.id) : null;
    runInAction(() => {
      this.isAdding = false;
      if (!target.ok) return this.showError(target.error, target.aboutInput);
      if (shownAlready || (result?.ok && result.value.alreadyTracking)) {
        return this.showError(alreadyTrackingMessage(target.kind), true);
      }
      if (result && !result.ok) {
        if (result.status === 401) return this.expireSession();
        if (result.status === null) return this.showError(ADD_UNREACHABLE_MESSAGE);
        const aboutUrl = REFUSALS_ABOUT_THE_LINK.has(result.status);
        return this.showError(result.error ?? DASHBOARD_NOT_SPOTIFY_MESSAGE, aboutUrl);
      }
      this.notice = { kind: 'success', text: startedMessage(target.kind) };
      this.analytics.event('track_item', { item_type: target.kind, item_id: target.id });
      this.url = '';
      this.scheduleRefresh();
    });
  }

  /** Hides the row and starts its undo window; the stop is sent when the window ends. */
  stopTracking(kind: TrackedKind, spotifyId: string): void {
    const table = this.tableOf(kind);
    const key = stopKey(kind, spotifyId);
    if (this.stopTimers.has(key) || table.stopping.has(spotifyId)) return;
    const name = table.nameOf(spotifyId);
    if (name === null) return;
    table.hide(spotifyId);
    this.notice = null;
    const pending = { kind, spotifyId, name };
    this.pendingStops = [...this.pendingStops, pending];
    this.stopTimers.set(
      key,
      setTimeout(() => void this.sendStop(pending), UNDO_STOP_MS),
    );
  }

  /** Brings the row back; nothing is sent. */
  undoStop(pending: PendingStop): void {
    const key = stopKey(pending.kind, pending.spotifyId);
    const timer = this.stopTimers.get(key);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.stopTimers.delete(key);
    this.pendingStops = this.pendingStops.filter((other) => stopKey(other.kind, other.spotifyId) !== key);
    this.tableOf(pending.kind).unhide(pending.spotifyId);
  }

  /** Sends every stop still waiting (the page is being left). */
  flushStops(): void {
    for (const pending of this.pendingStops) void this.sendStop(pending);
  }

  private async sendStop(pending: PendingStop): Promise<void> {
    const key = stopKey(pending.kind, pending.spotifyId);
    const timer = this.stopTimers.get(key);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.stopTimers.delete(key);
    const table = this.tableOf(pending.kind);
    runInAction(() => {
      this.pendingStops = this.pendingStops.filter((other) => stopKey(other.kind, other.spotifyId) !== key);
      table.setStopping(pending.spotifyId, true);
    });
    const result = await this.tracking.stopTracking(pending.kind, pending.spotifyId);
    runInAction(() => {
      table.setStopping(pending.spotifyId, false);
      if (result.ok) {
        table.remove(pending.spotifyId);
        if (!this.disposed) this.notice = { kind: 'success', text: stoppedMessage(pending.kind) };
        this.analytics.event('stop_tracking', { item_type: pending.kind, item_id: pending.spotifyId });
        return;
      }
      table.unhide(pending.spotifyId);
      if (result.status === 401) return this.expireSession();
      const text =
        result.status === null ? stopFailedMessage(pending.kind) : stopRefusedMessage(pending.kind);
      this.showError(text);
    });
  }

  private pendingStopOf(kind: TrackedKind, spotifyId: string): PendingStop | undefined {
    return this.pendingStops.find((pending) => pending.kind === kind && pending.spotifyId === spotifyId);
  }

  private tableOf(kind: TrackedKind): RowRemoval {
    if (kind === 'playlist') return this.playlists;
    return kind === 'track' ? this.tracks : this.artists;
  }

  /** The page is gone: no more timers; stops still waiting are sent now. */
  dispose(): void {
    this.flushStops();
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
