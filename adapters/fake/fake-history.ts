// Believable, deterministic histories for the fake backend: a year of daily checks per item, shaped
// by a generator seeded from the item's id, so every reload of the static demo draws the same charts.
import type {
  ArtistHistoryEntry,
  FollowerPoint,
  TrackPopularityEntry,
} from '@domain/tracking/history-contracts';

const DAY_MS = 86_400_000;

/** The last check of every fake history (fixed, so fixture anomaly dates fall inside the year). */
export const FAKE_HISTORY_END = '2024-12-31T06:00:00.000Z';
export const FAKE_HISTORY_DAYS = 365;

/** A bought-followers event: a one-day jump (or purge), or a steady daily dose over several days. */
export interface BotEvent {
  readonly date: string;
  readonly change: number;
  /** Days the dose lasts; 1 (the default) is a one-day spike. */
  readonly days?: number;
}

export interface SeriesShape {
  /** The value at the last check (the catalog's current figure when it has one). */
  readonly latest: number;
  readonly days: number;
  readonly end: string;
  readonly botEvents?: readonly BotEvent[];
}

/** A small seeded generator (mulberry32) over a string hash of the id. */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    state = Math.imul(state ^ seed.charCodeAt(index), 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The check instants, oldest first: `days` daily checks ending at `end`. */
export function checkInstants(days: number, end: string): string[] {
  const last = Date.parse(end);
  return Array.from({ length: days }, (_, index) =>
    new Date(last - (days - 1 - index) * DAY_MS).toISOString(),
  );
}

/**
 * Follower counts growing organically (a noisy, slowly varying daily rate) towards `latest`, with the
 * shape's bot events laid on top. Counts never drop below zero.
 */
export function followerSeries(id: string, shape: SeriesShape): FollowerPoint[] {
  const random = seededRandom(`followers:${id}`);
  const instants = checkInstants(shape.days, shape.end);
  const dailyRate = Math.max(2, shape.latest * (0.0004 + random() * 0.0012));
  const extra = botDoses(instants, shape.botEvents ?? []);
  const steps = instants.map((_, index) => {
    if (index === 0) return 0;
    const season = 1 + 0.5 * Math.sin((index / shape.days) * Math.PI * 2 + random());
    return Math.round(dailyRate * season * (0.7 + random() * 0.6)) + extra[index]!;
  });
  const total = steps.reduce((sum, step) => sum + step, 0);
  let followers = Math.max(0, shape.latest - total);
  return instants.map((checked_at, index) => {
    followers = Math.max(0, followers + steps[index]!);
    return { checked_at, followers };
  });
}

/** Popularity (0-100) wandering gently and ending at `latest`. */
export function popularitySeries(id: string, shape: SeriesShape): number[] {
  const random = seededRandom(`popularity:${id}`);
  const values: number[] = new Array<number>(shape.days);
  let value = shape.latest;
  for (let index = shape.days - 1; index >= 0; index -= 1) {
    values[index] = value;
    if (random() < 0.18) value = clamp(value + (random() < 0.55 ? -1 : 1), 0, 100);
  }
  return values;
}

export function artistHistory(
  id: string,
  followers: SeriesShape,
  popularityLatest: number | null,
): ArtistHistoryEntry[] {
  const points = followerSeries(id, followers);
  const popularity =
    popularityLatest === null ? null : popularitySeries(id, { ...followers, latest: popularityLatest });
  return points.map((point, index) => ({
    checked_at: point.checked_at,
    followers: followers.latest > 0 ? point.followers : null,
    popularity: popularity ? popularity[index]! : null,
  }));
}

export function trackHistory(id: string, shape: SeriesShape): TrackPopularityEntry[] {
  const values = popularitySeries(id, shape);
  return checkInstants(shape.days, shape.end).map((checked_at, index) => ({
    checked_at,
    popularity: values[index]!,
  }));
}

function botDoses(instants: readonly string[], events: readonly BotEvent[]): number[] {
  const doses = new Array<number>(instants.length).fill(0);
  for (const event of events) {
    const start = instants.findIndex((instant) => instant.startsWith(event.date));
    if (start < 0) continue;
    const days = event.days ?? 1;
    for (let day = 0; day < days && start + day < doses.length; day += 1) {
      doses[start + day]! += Math.round(event.change / days);
    }
  }
  return doses;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
