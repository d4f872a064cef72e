import type { PlaylistListening, PlaylistListeningPeriod } from '@domain/listening';

interface PlaylistPeriodRow {
  readonly playlist_token: string;
  readonly title: string;
  readonly author: string | null;
  readonly playlist_key: string | null;
  readonly period_start: string;
  readonly period_end: string;
  readonly listeners: number;
  readonly streams: number;
}

/**
 * Rows of the playlists tables (oldest period first) as one entry per playlist. A playlist imported
 * for two artists of the account has, for a period both cover, the sum of its listening of both:
 * the team's songs, all of them (listeners may count a person twice, as Spotify's own sums do).
 */
export function playlistsOf(rows: readonly PlaylistPeriodRow[]): PlaylistListening[] {
  const byToken = new Map<
    string,
    { latest: PlaylistPeriodRow; periods: Map<string, PlaylistListeningPeriod> }
  >();
  for (const row of rows) {
    const entry = byToken.get(row.playlist_token) ?? { latest: row, periods: new Map() };
    entry.latest = row;
    const period = `${row.period_start}/${row.period_end}`;
    const before = entry.periods.get(period);
    entry.periods.set(period, {
      period_start: row.period_start,
      period_end: row.period_end,
      listeners: (before?.listeners ?? 0) + row.listeners,
      streams: (before?.streams ?? 0) + row.streams,
    });
    byToken.set(row.playlist_token, entry);
  }
  return [...byToken.values()]
    .map(({ latest, periods }) => ({
      title: latest.title,
      author: latest.author,
      playlist_key: latest.playlist_key,
      periods: [...periods.values()].sort((a, b) => a.period_start.localeCompare(b.period_start)),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}
