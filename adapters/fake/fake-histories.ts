import { followerHistoryAnswer } from '@domain/analytics';
import type { TrackedKind } from '@domain/ports/browser/tracking-gateway';
import type {
  ArtistHistoryEntry,
  FollowerPoint,
  HistoryReading,
  TrackedArtistRow,
  TrackedPlaylistRow,
  TrackedTrackRow,
  TrackPopularityEntry,
} from '@domain/tracking/history-contracts';
import { type WatchlistFigures, watchlistFigures } from './watchlist-figures';
import { ARTIST_IDS, ARTISTS, PLAYLIST_IDS, PLAYLISTS, TRACK_IDS, TRACKS } from './catalog-fixtures';
import {
  artistHistory,
  type BotEvent,
  FAKE_HISTORY_DAYS,
  FAKE_HISTORY_END,
  followerSeries,
  seededRandom,
  type SeriesShape,
  trackHistory,
} from './fake-history';

/** The fake's starting tracked items, so the demo dashboard and pages have something to show. */
const INITIALLY_TRACKED = [
  { kind: 'artist', id: ARTIST_IDS.aurora },
  { kind: 'track', id: TRACK_IDS.runaway },
  { kind: 'playlist', id: PLAYLIST_IDS.morningFocus },
  { kind: 'playlist', id: PLAYLIST_IDS.boosted },
] as const satisfies ReadonlyArray<{ kind: TrackedKind; id: string }>;

/** Edge cases on purpose: a brand-new playlist with one check, a Development-Mode artist with none. */
const DEFAULT_DAYS: Readonly<Record<string, number>> = {
  [PLAYLIST_IDS.newList]: 1,
  [ARTIST_IDS.devMode]: 0,
};

/** The bought followers behind the botted fixture playlist's chart analysis (same dates). */
const FIXTURE_BOT_EVENTS: Readonly<Record<string, readonly BotEvent[]>> = {
  [PLAYLIST_IDS.boosted]: [
    { date: '2024-03-02', change: 18_400 },
    { date: '2024-03-09', change: -15_900 },
    { date: '2024-05-20', change: 4_100, days: 7 },
    { date: '2024-10-14', change: 9_800 },
  ],
};

export type FakeHistories = ReturnType<typeof fakeHistories>;

const DAY_MS = 86_400_000;

/** An item's figures as the catalog fixtures give them (for an item without history). */
function fixtureFigures(kind: TrackedKind, id: string): Partial<HistoryReading> {
  if (kind === 'artist') {
    const known = ARTISTS.find((item) => item.id === id);
    return { followers: known?.followers ?? null, popularity: known?.popularity ?? null };
  }
  if (kind === 'track') return { popularity: TRACKS.find((item) => item.id === id)?.popularity ?? null };
  const known = PLAYLISTS.find((item) => item.id === id);
  return { followers: known?.followers ?? null, track_count: known?.total_tracks ?? null };
}

/** Histories and tracked-list rows built from the catalog fixtures, memoized per item. */
export function fakeHistories(daysById: Readonly<Record<string, number>>) {
  const memo = new Map<string, unknown>();
  const remember = <T>(key: string, build: () => T): T => {
    if (!memo.has(key)) memo.set(key, build());
    return memo.get(key) as T;
  };
  const shape = (id: string, latest: number, botEvents?: readonly BotEvent[]): SeriesShape => ({
    latest,
    days: daysById[id] ?? DEFAULT_DAYS[id] ?? FAKE_HISTORY_DAYS,
    end: FAKE_HISTORY_END,
    botEvents,
  });
  const guess = (id: string, low: number, high: number) => {
    const random = seededRandom(`size:${id}`);
    return Math.round(low + random() * (high - low));
  };

  const artist = (id: string): ArtistHistoryEntry[] =>
    remember(`artist:${id}`, () => {
      const known = ARTISTS.find((item) => item.id === id);
      const followers = known ? (known.followers ?? 0) : guess(id, 2_000, 400_000);
      const popularity = known ? known.popularity : guess(id, 15, 85);
      return artistHistory(id, shape(id, followers), popularity);
    });
  const track = (id: string): TrackPopularityEntry[] =>
    remember(`track:${id}`, () => {
      const known = TRACKS.find((item) => item.id === id);
      return trackHistory(id, shape(id, known?.popularity ?? guess(id, 10, 90)));
    });
  const playlist = (id: string): FollowerPoint[] =>
    remember(`playlist:${id}`, () => {
      const known = PLAYLISTS.find((item) => item.id === id);
      const followers = known?.followers ?? guess(id, 300, 250_000);
      return followerSeries(id, shape(id, followers, FIXTURE_BOT_EVENTS[id] ?? generatedBots(id, followers)));
    });
  const lastChecked = (points: ReadonlyArray<{ checked_at: string }>) => points.at(-1)?.checked_at ?? null;

  return {
    initiallyTracked: INITIALLY_TRACKED,
    knows(kind: TrackedKind, id: string): boolean {
      const all: ReadonlyArray<{ id: string }> =
        kind === 'artist' ? ARTISTS : kind === 'track' ? TRACKS : PLAYLISTS;
      return all.some((item) => item.id === id);
    },
    artist,
    track,
    playlist,
    /**
     * Starting to track reads the item, as on the server: a check a day after the history's last
     * (at its end when it has none) with the latest figures, added to the history and answered.
     */
    takeReading(kind: TrackedKind, id: string): HistoryReading {
      const points = kind === 'artist' ? artist(id) : kind === 'track' ? track(id) : playlist(id);
      const last: Partial<HistoryReading> | undefined = points.at(-1);
      const figures = last ?? fixtureFigures(kind, id);
      const checkedAt = last?.checked_at
        ? new Date(Date.parse(last.checked_at) + DAY_MS).toISOString()
        : FAKE_HISTORY_END;
      const reading: HistoryReading = {
        checked_at: checkedAt,
        followers: kind === 'track' ? null : (figures.followers ?? null),
        popularity: kind === 'playlist' ? null : (figures.popularity ?? null),
        track_count: kind === 'playlist' ? (figures.track_count ?? null) : null,
      };
      const { checked_at, followers, popularity, track_count } = reading;
      // A new array: the answers already given keep the history they had.
      if (kind === 'artist') memo.set(`artist:${id}`, [...artist(id), { checked_at, popularity, followers }]);
      if (kind === 'track') memo.set(`track:${id}`, [...track(id), { checked_at, popularity }]);
      if (kind === 'playlist' && followers !== null) {
        memo.set(`playlist:${id}`, [...playlist(id), { checked_at, followers, track_count }]);
      }
      return reading;
    },
    /** The history as the server's CSV export writes it: a header row, then oldest first. */
    csv(kind: TrackedKind, id: string): string {
      if (kind === 'artist') {
        return csvOf(['checked_at', 'popularity', 'followers'], artist(id));
      }
      if (kind === 'track') return csvOf(['checked_at', 'popularity'], track(id));
      const answer = followerHistoryAnswer(playlist(id));
      const rows = answer.data.map((point, index) => ({
        ...point,
        anomaly_type: answer.anomaly_type[index],
      }));
      return csvOf(['checked_at', 'followers', 'anomaly_type'], rows);
    },
    artistRows: (ids: readonly string[]): TrackedArtistRow[] =>
      ids.map((id, index) => {
        const history = artist(id);
        const followers = watchlistFigures(history.map((entry) => ({ ...entry, value: entry.followers })));
        const popularity = watchlistFigures(history.map((entry) => ({ ...entry, value: entry.popularity })));
        return {
          id: index + 1,
          spotify_artist_id: id,
          artist_name: ARTISTS.find((item) => item.id === id)?.name ?? id,
          popularity: history.at(-1)?.popularity ?? null,
          followers: history.at(-1)?.followers ?? null,
          last_checked: lastChecked(history),
          ...followerWindows(followers),
          popularity_change_7d: popularity.week.change,
          popularity_change_30d: popularity.monthly.change,
          sparkline: followers.sparkline,
        };
      }),
    trackRows: (ids: readonly string[]): TrackedTrackRow[] =>
      ids.map((id, index) => {
        const known = TRACKS.find((item) => item.id === id);
        const popularity = watchlistFigures(
          track(id).map((entry) => ({ ...entry, value: entry.popularity })),
        );
        return {
          id: index + 1,
          spotify_track_id: id,
          track_name: known?.name ?? id,
          artist_names: known?.artists.map((a) => a.name).join(', ') ?? '',
          popularity: track(id).at(-1)?.popularity ?? null,
          last_checked: lastChecked(track(id)),
          popularity_change_7d: popularity.week.change,
          popularity_change_30d: popularity.monthly.change,
          sparkline: popularity.sparkline,
        };
      }),
    playlistRows: (ids: readonly string[]): TrackedPlaylistRow[] =>
      ids.map((id, index) => {
        const known = PLAYLISTS.find((item) => item.id === id);
        const followers = watchlistFigures(
          playlist(id).map((point) => ({ ...point, value: point.followers })),
        );
        return {
          id: index + 1,
          spotify_playlist_id: id,
          playlist_name: known?.name ?? id,
          followers: playlist(id).at(-1)?.followers ?? null,
          number_of_tracks: known?.total_tracks ?? null,
          last_checked: lastChecked(playlist(id)),
          ...followerWindows(followers),
          sparkline: followers.sparkline,
        };
      }),
  };
}

/** The follower window fields of a dashboard row. */
function followerWindows({ week, monthly }: WatchlistFigures) {
  return {
    followers_change_7d: week.change,
    followers_change_7d_percent: week.percent,
    followers_change_30d: monthly.change,
    followers_change_30d_percent: monthly.percent,
  };
}

function csvOf<K extends string>(
  columns: readonly K[],
  rows: ReadonlyArray<Partial<Record<K, string | number | null | undefined>>>,
): string {
  const lines = rows.map((row) => columns.map((column) => row[column] ?? '').join(','));
  return `${[columns.join(','), ...lines].join('\n')}\n`;
}

/** About a third of the playlists outside the fixtures were botted: a spike, then a purge. */
function generatedBots(id: string, followers: number): BotEvent[] {
  const random = seededRandom(`bots:${id}`);
  if (random() > 0.34) return [];
  const spike = Math.round(followers * (0.08 + random() * 0.1));
  const day = 60 + Math.floor(random() * 200);
  const date = (offset: number) =>
    new Date(Date.parse(FAKE_HISTORY_END) - (FAKE_HISTORY_DAYS - day - offset) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  return [
    { date: date(0), change: spike },
    { date: date(9), change: -Math.round(spike * 0.8) },
  ];
}
