import { formatCsv } from '../tracking/history-csv';
import { addDays } from './export-dates';

/** What the demo's exports are generated from: the demo account's artist, its songs and the playlists carrying them. */
export interface DemoExportsInput {
  /** The day of the last export (`YYYY-MM-DD`). */
  readonly today: string;
  readonly seed: string;
  readonly artist: { readonly name: string; readonly followers: number };
  /** The artist's songs, most played first. */
  readonly songs: ReadonlyArray<{ readonly name: string; readonly releaseDate: string }>;
  readonly playlists: ReadonlyArray<{
    readonly title: string;
    readonly author: string;
    /** The playlist's page; empty for one the account does not track (matched by nothing). */
    readonly link: string;
    readonly followers: number;
    /** Many followers, almost nobody listening: under 1 stream per 1,000 followers a period. */
    readonly silent: boolean;
  }>;
}

/** A songs and a playlists table over one period, as Spotify for Artists exports them. */
export interface DemoPeriodExports {
  readonly start: string;
  readonly end: string;
  readonly songs: string;
  readonly playlists: string;
}

/** The demo account's Spotify for Artists exports, in the documented layouts (docs/product.md). */
export interface DemoExports {
  /** `date,listeners,streams,followers` over the year before `today`. */
  readonly audience: string;
  /** Six four-week periods, oldest first, the last ending `today`. */
  readonly periods: readonly DemoPeriodExports[];
  /** The top song's daily `date,listeners,streams` over the last 90 days. */
  readonly timeline: { readonly song: string; readonly text: string };
}

const PERIODS = 6;
const PERIOD_DAYS = 28;
const YEAR = 365;
const TIMELINE_DAYS = 90;

/**
 * Generates, deterministically from `seed`, a year of the artist's audience timeline and six
 * four-week songs and playlists tables. Ordinary playlists play the team's songs 20–300 times per
 * 1,000 followers a period (each its own rate, ±20% from period to period); a `silent` one 0–40
 * times in all, whatever its followers.
 */
export function demoS4aExports(input: DemoExportsInput): DemoExports {
  const random = seededRandom(input.seed);
  const dailyListeners = Math.max(50, Math.round(input.artist.followers * 0.04));
  const audienceRows = Array.from({ length: YEAR }, (_, index) => {
    const day = addDays(input.today, index - YEAR + 1);
    const growth = 0.7 + (0.3 * index) / YEAR;
    const weekly = [0.9, 0.95, 1, 1, 1.05, 1.15, 1.1][index % 7]!;
    const listeners = Math.round(dailyListeners * growth * weekly * (0.9 + 0.2 * random()));
    const streams = Math.round(listeners * (1.6 + 0.4 * random()));
    const followers = Math.round(input.artist.followers * (0.85 + (0.15 * index) / YEAR));
    return [day, listeners, streams, followers];
  });
  const weights = input.songs.map((_, rank) => 1 / (rank + 1.5));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const rates = input.playlists.map(() => 20 + random() * 280);
  const periods = Array.from({ length: PERIODS }, (_, index) => {
    const end = addDays(input.today, -PERIOD_DAYS * (PERIODS - 1 - index));
    const start = addDays(end, -(PERIOD_DAYS - 1));
    const periodStreams = dailyListeners * 1.8 * PERIOD_DAYS * (0.8 + (0.2 * index) / PERIODS);
    const songs = input.songs.map((song, rank) => {
      const streams = Math.round((periodStreams * weights[rank]!) / weightSum);
      const listeners = Math.round(streams / (1.5 + random()));
      return [
        song.name,
        listeners,
        streams,
        Math.round(listeners * (0.05 + 0.1 * random())),
        song.releaseDate,
      ];
    });
    const playlists = input.playlists.map((playlist, at) => {
      const streams = playlist.silent
        ? Math.floor(random() * 41)
        : Math.round((playlist.followers * rates[at]! * (0.8 + 0.4 * random())) / 1000);
      const listeners = Math.round(streams / (1.2 + random()));
      return [
        playlist.title,
        playlist.author,
        listeners,
        streams,
        addDays(input.today, -(PERIODS * PERIOD_DAYS + 30)),
        playlist.link || null,
      ];
    });
    return {
      start,
      end,
      songs: formatCsv(['song', 'listeners', 'streams', 'saves', 'release_date'], songs),
      playlists: formatCsv(['title', 'author', 'listeners', 'streams', 'date_added', 'link'], playlists),
    };
  });
  const top = input.songs[0]?.name ?? input.artist.name;
  const timelineRows = Array.from({ length: TIMELINE_DAYS }, (_, index) => {
    const streams = Math.round(((dailyListeners * 1.8 * weights[0]!) / weightSum) * (0.85 + 0.3 * random()));
    return [addDays(input.today, index - TIMELINE_DAYS + 1), Math.round(streams / 1.7), streams];
  });
  return {
    audience: formatCsv(['date', 'listeners', 'streams', 'followers'], audienceRows),
    periods,
    timeline: { song: top, text: formatCsv(['date', 'listeners', 'streams'], timelineRows) },
  };
}

/** A small deterministic generator (mulberry32 over a string hash): the domain takes no Math.random. */
function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
