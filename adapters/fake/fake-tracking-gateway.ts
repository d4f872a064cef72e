import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type {
  TrackedKind,
  TrackingGateway,
  TrackingState,
  TrackStart,
} from '@domain/ports/browser/tracking-gateway';
import { followerHistoryAnswer } from '@domain/analytics';
import type {
  ArtistHistoryEntry,
  FollowerHistory,
  TrackedArtistRow,
  TrackedPlaylistRow,
  TrackedTrackRow,
  TrackPopularityEntry,
} from '@domain/tracking/history-contracts';
import { type BulkLineResult, parseWatchList, type WatchListEntry } from '@domain/tracking/watch-list';
import type { FakeHistories } from './fake-histories';

type Failure = { readonly ok: false; readonly error: string | null; readonly status: number | null };
type FailableCall = Exclude<keyof TrackingGateway, 'historyCsvUrl'>;

export interface TrackedItemRef {
  readonly kind: TrackedKind;
  readonly id: string;
}

export interface FakeTrackingOptions {
  /** Whether someone is signed in (every call needs a session, as on the server); default yes. */
  readonly signedIn?: () => Promise<boolean>;
  /** What is tracked at the start; default a few demo items (see fake-histories.ts). */
  readonly tracked?: readonly TrackedItemRef[];
  /** Number of daily checks per item id (0 = no history); default a year for nearly every item. */
  readonly historyDays?: Readonly<Record<string, number>>;
}

const NOUN: Record<TrackedKind, string> = { artist: 'Artist', track: 'Track', playlist: 'Playlist' };
const ok = <T>(value: T): RemoteResult<T> => ({ ok: true, value });

/** In-memory TrackingGateway for `VITE_BACKEND=fake` and UI tests: tracked items and believable histories. */
export class FakeTrackingGateway implements TrackingGateway {
  private tracked: TrackedItemRef[] | null;
  private histories: Promise<FakeHistories> | null = null;
  private loaded: FakeHistories | null = null;
  private readonly failures = new Map<FailableCall, Failure>();

  constructor(private readonly options: FakeTrackingOptions = {}) {
    this.tracked = options.tracked ? [...options.tracked] : null;
  }

  /** Test helper: the next call of `call` fails with this answer (status null = no answer). */
  failNext(call: FailableCall, error: string | null, status: number | null): void {
    this.failures.set(call, { ok: false, error, status });
  }

  /** The fake keeps no start times: `since` is always null. */
  async isTracking(kind: TrackedKind, spotifyId: string): Promise<RemoteResult<TrackingState>> {
    return this.guard('isTracking', async () =>
      ok({ tracking: (await this.trackedNow()).some(same(kind, spotifyId)), since: null }),
    );
  }

  async track(kind: TrackedKind, spotifyId: string): Promise<RemoteResult<TrackStart>> {
    return this.guard('track', async () => {
      const source = await this.source();
      if (!source.knows(kind, spotifyId))
        return { ok: false, error: `${NOUN[kind]} not found.`, status: 404 };
      const tracked = await this.trackedNow();
      const alreadyTracking = tracked.some(same(kind, spotifyId));
      if (alreadyTracking) return ok<TrackStart>({ alreadyTracking, reading: null });
      tracked.push({ kind, id: spotifyId });
      return ok<TrackStart>({ alreadyTracking, reading: source.takeReading(kind, spotifyId) });
    });
  }

  async stopTracking(kind: TrackedKind, spotifyId: string): Promise<RemoteResult<void>> {
    return this.guard('stopTracking', async () => {
      const tracked = await this.trackedNow();
      const index = tracked.findIndex(same(kind, spotifyId));
      if (index < 0) return { ok: false, error: `You are not tracking this ${kind}.`, status: 404 };
      tracked.splice(index, 1);
      return ok(undefined);
    });
  }

  async trackList(list: string): Promise<RemoteResult<readonly BulkLineResult[]>> {
    return this.guard('trackList', async () => {
      const parsed = parseWatchList(list);
      if (!parsed.ok) {
        const at = parsed.lines.length === 1 ? 'Line' : 'Lines';
        const error =
          parsed.lines.length > 0 ? `${at} ${parsed.lines.join(', ')}: ${parsed.error}` : parsed.error;
        return { ok: false, error, status: 400 };
      }
      const results: BulkLineResult[] = [];
      for (const entry of parsed.entries) results.push(await this.answerLine(entry));
      return ok<readonly BulkLineResult[]>(results);
    });
  }

  private async answerLine(entry: WatchListEntry): Promise<BulkLineResult> {
    const { line, input } = entry;
    if ('problem' in entry)
      return { line, input, status: entry.problem, kind: null, id: null, error: entry.error };
    const answer = { line, input, kind: entry.kind, id: entry.key };
    const started = await this.track(entry.kind, entry.key);
    if (started.ok) {
      return { ...answer, status: started.value.alreadyTracking ? 'already_tracked' : 'added', error: null };
    }
    const status = started.status === 404 ? 'not_found' : started.status === 409 ? 'over_cap' : 'failed';
    return { ...answer, status, error: started.error };
  }

  async trackedPlaylists(): Promise<RemoteResult<readonly TrackedPlaylistRow[]>> {
    return this.guard('trackedPlaylists', async () =>
      ok((await this.source()).playlistRows(await this.ids('playlist'))),
    );
  }

  async trackedTracks(): Promise<RemoteResult<readonly TrackedTrackRow[]>> {
    return this.guard('trackedTracks', async () =>
      ok((await this.source()).trackRows(await this.ids('track'))),
    );
  }

  async trackedArtists(): Promise<RemoteResult<readonly TrackedArtistRow[]>> {
    return this.guard('trackedArtists', async () =>
      ok((await this.source()).artistRows(await this.ids('artist'))),
    );
  }

  async artistHistory(spotifyId: string): Promise<RemoteResult<readonly ArtistHistoryEntry[]>> {
    return this.guard('artistHistory', async () => ok((await this.source()).artist(spotifyId)));
  }

  async trackPopularityHistory(spotifyId: string): Promise<RemoteResult<readonly TrackPopularityEntry[]>> {
    return this.guard('trackPopularityHistory', async () => ok((await this.source()).track(spotifyId)));
  }

  async playlistFollowerHistory(spotifyId: string): Promise<RemoteResult<FollowerHistory>> {
    return this.guard('playlistFollowerHistory', async () =>
      ok(followerHistoryAnswer((await this.source()).playlist(spotifyId))),
    );
  }

  /** A data URL of the history as CSV (the histories are loaded by the time a chart offers the link). */
  historyCsvUrl(kind: TrackedKind, spotifyId: string): string {
    const csv = this.loaded?.csv(kind, spotifyId) ?? '';
    return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
  }

  /** The histories (and fixtures behind them) load on first use, off the app's first page load. */
  private source(): Promise<FakeHistories> {
    this.histories ??= import('./fake-histories').then(({ fakeHistories }) => {
      this.loaded = fakeHistories(this.options.historyDays ?? {});
      return this.loaded;
    });
    return this.histories;
  }

  private async trackedNow(): Promise<TrackedItemRef[]> {
    this.tracked ??= [...(await this.source()).initiallyTracked];
    return this.tracked;
  }

  private async ids(kind: TrackedKind): Promise<string[]> {
    return (await this.trackedNow()).filter((item) => item.kind === kind).map((item) => item.id);
  }

  private async guard<T>(call: FailableCall, run: () => Promise<RemoteResult<T>>): Promise<RemoteResult<T>> {
    const failure = this.failures.get(call);
    if (failure) {
      this.failures.delete(call);
      return failure;
    }
    if (this.options.signedIn && !(await this.options.signedIn())) {
      return { ok: false, error: 'Authentication required', status: 401 };
    }
    return run();
  }
}

function same(kind: TrackedKind, id: string) {
  return (item: TrackedItemRef) => item.kind === kind && item.id === id;
}
