import type { PlaylistListening, PlaylistListeningPeriod } from '@domain/listening';

/** A 28-day period ending on `end` (YYYY-MM-DD), with its streams and listeners. */
export function period28(
  end: string,
  streams: number,
  listeners = Math.round(streams / 3),
): PlaylistListeningPeriod {
  const start = new Date(Date.parse(end) - 27 * 86_400_000).toISOString().slice(0, 10);
  return { period_start: start, period_end: end, streams, listeners };
}

/** A playlist of the imported table, matched to `key`. */
export function listened(key: string, periods: readonly PlaylistListeningPeriod[]): PlaylistListening {
  return { title: `Playlist ${key}`, author: null, playlist_key: key, periods };
}

/**
 * The team's other playlists: each with 10,000 followers and its streams per 1,000 followers per 28
 * days as given (one 28-day period ending 2026-10-28).
 */
export function teamWithRatios(ratios: readonly number[]) {
  return ratios.map((ratio, index) => ({
    listening: listened(`other${index}`, [period28('2026-10-28', ratio * 10)]),
    followers: 10_000,
  }));
}
