// The static part of the demo catalog. Numbers that move with time (followers, popularity,
// playlist contents) are computed from these by `demo-dynamics.ts` for the clock's date.
import type { ReleaseDatePrecision } from '@domain/catalog';

/** Days since 1970-01-01 (UTC). */
export type DayNumber = number;

export interface GrowthCurve {
  /** Day the curve starts (debut, playlist creation). */
  readonly startDay: DayNumber;
  readonly initial: number;
  /** Logistic ceiling. */
  readonly ceiling: number;
  /** Logistic rate per day. */
  readonly rate: number;
  /** Extra linear drift as a fraction of the ceiling per day (may be negative). */
  readonly drift: number;
}

/** A bot campaign: followers bought over a few days, a plateau, then a partial purge. */
export interface BotBurst {
  readonly day: DayNumber;
  readonly size: number;
  readonly rampDays: number;
  readonly plateauDays: number;
  /** Share of the bought followers the service removes afterwards (0 = never purged). */
  readonly purgeShare: number;
}

/**
 * An editorial feature or a viral track: listeners follow over a few days and stay (no purge), while
 * the featured track on the playlist climbs in popularity (its `ViralMoment`).
 */
export interface FeatureEvent {
  readonly day: DayNumber;
  readonly trackId: string;
  readonly followers: number;
  readonly rampDays: number;
}

/** A track's popularity climbing by `points` over `rampDays`, then settling back over `decayDays`. */
export interface ViralMoment {
  readonly day: DayNumber;
  readonly points: number;
  readonly rampDays: number;
  readonly decayDays: number;
}

export interface DemoArtist {
  readonly id: string;
  readonly name: string;
  readonly genres: readonly string[];
  readonly family: number;
  readonly followers: GrowthCurve;
  readonly basePopularity: number;
  /** Popularity points gained (or lost) per year. */
  readonly popularityTrend: number;
  /** Own releases, newest first. */
  readonly albumIds: string[];
  /** Other artists' releases this artist features on. */
  readonly appearsOnIds: string[];
  /** Own tracks (primary artist), for top tracks. */
  readonly trackIds: string[];
}

export interface DemoAlbum {
  readonly id: string;
  readonly name: string;
  readonly artistIds: readonly string[];
  readonly albumType: 'album' | 'single' | 'compilation';
  readonly releaseDay: DayNumber;
  readonly releaseDate: string;
  readonly precision: ReleaseDatePrecision;
  readonly label: string;
  readonly upc: string;
  readonly trackIds: string[];
}

export interface DemoTrack {
  readonly id: string;
  readonly name: string;
  readonly albumId: string;
  readonly artistIds: readonly string[];
  readonly durationMs: number;
  readonly explicit: boolean;
  readonly isrc: string;
  readonly trackNumber: number;
  /** Popularity offset relative to the artist (hits are positive). */
  readonly appeal: number;
  readonly viralMoments?: readonly ViralMoment[];
}

export interface DemoUser {
  readonly id: string;
  readonly displayName: string;
}

export interface DemoPlaylist {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly ownerId: string;
  readonly createdDay: DayNumber;
  /** Tracks in the first fill. */
  readonly initialSize: number;
  /** Most tracks the curator keeps; the oldest leave first. */
  readonly capacity: number;
  /** Days between updates; 0 = never updated after creation. */
  readonly cadenceDays: number;
  readonly addsPerUpdate: number;
  /** Tracks of the first fill that never leave (a paid rotation's anchors); none when absent. */
  readonly anchors?: number;
  /** Candidate tracks (genre-biased), walked with a fixed step so a window never repeats a track. */
  readonly pool: readonly string[];
  readonly poolStep: number;
  readonly poolStart: number;
  readonly followers: GrowthCurve;
  readonly botBursts: readonly BotBurst[];
  readonly features?: readonly FeatureEvent[];
  readonly collaborative: boolean;
}

export interface DemoCatalog {
  readonly artists: readonly DemoArtist[];
  readonly albums: readonly DemoAlbum[];
  readonly tracks: readonly DemoTrack[];
  readonly playlists: readonly DemoPlaylist[];
  readonly users: readonly DemoUser[];
  readonly artistById: ReadonlyMap<string, DemoArtist>;
  readonly albumById: ReadonlyMap<string, DemoAlbum>;
  readonly trackById: ReadonlyMap<string, DemoTrack>;
  readonly playlistById: ReadonlyMap<string, DemoPlaylist>;
  readonly userById: ReadonlyMap<string, DemoUser>;
}

const MS_PER_DAY = 86_400_000;

export function dayOf(date: Date): DayNumber {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

export function dayFraction(date: Date): number {
  return (date.getTime() % MS_PER_DAY) / MS_PER_DAY;
}

export function dayFromYmd(year: number, month: number, day: number): DayNumber {
  return Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/** 'YYYY-MM-DD' of a day number. */
export function isoDay(day: DayNumber): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Reference day the catalog is built around (its releases end before it). */
export const CATALOG_REFERENCE_DAY = dayFromYmd(2026, 10, 1);
