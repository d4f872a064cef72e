// An independent generator of hard playlist follower histories for the grading benchmark, written
// from the kinds of playlist a grade must tell apart rather than from the detector: slow paid drips, purges (alone or after
// bought gains), bursts, viral organic ramps, small organic playlists and declining organic ones, plus
// plain steady organic growth. Each playlist has one true class; the bench compares it with the grade.
import { type SeededRandom, seededRandom } from './seeded-random';

export const BOTTED_CLASSES = ['burst', 'drip', 'purge'] as const;
export const ORGANIC_CLASSES = ['steady', 'viral', 'small', 'declining'] as const;
export type BottedClass = (typeof BOTTED_CLASSES)[number];
export type OrganicClass = (typeof ORGANIC_CLASSES)[number];
export type PlaylistClass = BottedClass | OrganicClass;

export interface HardPlaylist {
  readonly kind: PlaylistClass;
  readonly points: Array<{ checked_at: string; followers: number }>;
  /** What was injected, for reading a miss: `drip 40-80 +25/day`, `burst 120 +900`, `purge 200 -300`. */
  readonly injected: string[];
}

const DAY_MS = 86_400_000;

/**
 * One playlist of the given class; the same seed and class always give the same playlist. Histories
 * last 90-300 days, checked about daily (jittered hour, 5% missed days, rare outages of 2-6 days).
 */
export function hardPlaylist(kind: PlaylistClass, seed: number): HardPlaylist {
  const random = seededRandom(seed * 7919 + kind.length * 104_729 + kind.charCodeAt(0));
  const days = random.integer(90, 300);
  const small = kind === 'small';
  const start = small ? random.integer(15, 400) : Math.round(10 ** random.between(3, 5.5));
  const daily = listenerGains(random, kind, days, start);
  const instants = new Float64Array(days);
  const injected: string[] = [];
  if (kind === 'burst') addBurst(random, daily, instants, start, injected);
  if (kind === 'drip') addDrip(random, daily, start, injected);
  if (kind === 'purge') addPurge(random, daily, instants, start, injected);

  const startMs = Date.UTC(2025, random.integer(0, 11), random.integer(1, 28));
  const hour = random.between(0.05, 0.9);
  const points: HardPlaylist['points'] = [];
  let followers = start;
  let day = 0;
  while (day < days) {
    followers = Math.max(0, followers + daily[day]! + instants[day]!);
    const outage = random.chance(0.006) ? random.integer(2, 6) : 0;
    if (outage === 0 && !random.chance(0.05)) {
      const time = startMs + (day + hour + random.between(-0.04, 0.04)) * DAY_MS;
      points.push({ checked_at: new Date(Math.round(time)).toISOString(), followers: Math.round(followers) });
    }
    day += 1;
    for (let skipped = 0; skipped < outage && day < days; skipped += 1) {
      followers = Math.max(0, followers + daily[day]! + instants[day]!);
      day += 1;
    }
  }
  return { kind, points, injected };
}

/**
 * What listeners do: follows and unfollows as noisy counts around a drifting rate with a weekly
 * rhythm. Follows are overdispersed (a gamma-mixed Poisson), as real audiences are bursty.
 */
function listenerGains(random: SeededRandom, kind: PlaylistClass, days: number, start: number): Float64Array {
  const gains = new Float64Array(days);
  const followShare =
    kind === 'small'
      ? random.between(0.0005, 0.01)
      : kind === 'declining'
        ? random.between(0.0002, 0.001)
        : random.between(0.0006, 0.006);
  const unfollowShare = kind === 'declining' ? random.between(0.001, 0.004) : random.between(0.0001, 0.0008);
  const weekly = random.between(0, 0.4);
  const phase = random.integer(0, 6);
  const viral =
    kind === 'viral'
      ? {
          center: random.between(days * 0.3, days * 0.85),
          rise: random.between(4, 20),
          fall: random.between(8, 40),
          peak: random.between(4, 30),
        }
      : null;
  let level = start;
  let drift = 0;
  for (let day = 0; day < days; day += 1) {
    drift = 0.95 * drift + 0.05 * random.normal();
    const season = 1 + weekly * Math.sin((2 * Math.PI * (day + phase)) / 7);
    let boost = 1;
    if (viral) {
      const distance = day - viral.center;
      const width = distance < 0 ? viral.rise : viral.fall;
      boost += viral.peak * Math.exp(-((distance / width) ** 2));
    }
    const follows = overdispersed(
      random,
      Math.max(level, 10) * followShare * Math.exp(drift) * season * boost,
    );
    const unfollows = poisson(random, level * unfollowShare);
    gains[day] = follows - unfollows;
    level = Math.max(0, level + gains[day]!);
  }
  return gains;
}

/** A bought burst: 1-3 days delivering 4-60% of the audience (at least 60 followers). */
function addBurst(
  random: SeededRandom,
  daily: Float64Array,
  instants: Float64Array,
  start: number,
  injected: string[],
): void {
  const days = daily.length;
  const count = random.chance(0.25) ? 2 : 1;
  for (let burst = 0; burst < count; burst += 1) {
    const day = random.integer(Math.round(days * 0.2), days - 5);
    const level = levelAt(daily, instants, start, day);
    const total = Math.max(60, random.between(0.04, 0.6) * level);
    const length = random.integer(1, 3);
    for (let offset = 0; offset < length; offset += 1)
      instants[day + offset] = instants[day + offset]! + total / length;
    injected.push(`burst ${day}-${day + length - 1} +${Math.round(total)} of ${Math.round(level)}`);
  }
}

/**
 * A slow paid drip: for 14-90 days, a steady dose of 1.5-6x the listeners' usual daily gain (at least
 * 15 a day), delivered evenly with a little jitter and sometimes paused on one weekday.
 */
function addDrip(random: SeededRandom, daily: Float64Array, start: number, injected: string[]): void {
  const days = daily.length;
  const length = Math.min(random.integer(14, 90), days - 10);
  const from = random.integer(Math.round(days * 0.15), days - length);
  const usual = Math.max(1, medianAbs(daily, 0, from));
  const dose = Math.max(15, random.between(1.5, 6) * usual, 0.002 * start);
  const jitter = random.between(0, 0.08);
  const pauseDay = random.chance(0.3) ? random.integer(0, 6) : -1;
  injected.push(`drip ${from}-${from + length - 1} +${Math.round(dose)}/day over usual ${Math.round(usual)}`);
  for (let day = from; day < from + length; day += 1) {
    if (day % 7 === pauseDay) continue;
    daily[day] = daily[day]! + Math.round(dose * (1 + jitter * random.normal()));
  }
}

/**
 * A purge: 3-30% of the audience removed within 1-2 days, after a bought burst or drip earlier in the
 * history (70%) or of bots bought before tracking began (30%).
 */
function addPurge(
  random: SeededRandom,
  daily: Float64Array,
  instants: Float64Array,
  start: number,
  injected: string[],
): void {
  const days = daily.length;
  const afterGain = random.chance(0.7);
  if (afterGain) {
    if (random.chance(0.5))
      addBurst(random, daily.subarray(0, Math.round(days * 0.6)), instants, start, injected);
    else addDrip(random, daily.subarray(0, Math.round(days * 0.6)), start, injected);
  }
  const day = random.integer(Math.round(days * 0.65), days - 4);
  const level = levelAt(daily, instants, start, day);
  const removed = Math.max(60, random.between(0.03, 0.3) * level);
  const length = random.integer(1, 2);
  for (let offset = 0; offset < length; offset += 1)
    instants[day + offset] = instants[day + offset]! - removed / length;
  injected.push(`purge ${day}-${day + length - 1} -${Math.round(removed)} of ${Math.round(level)}`);
}

function levelAt(daily: Float64Array, instants: Float64Array, start: number, day: number): number {
  let level = start;
  for (let index = 0; index < day; index += 1) level += daily[index]! + instants[index]!;
  return Math.max(level, 0);
}

function medianAbs(values: Float64Array, from: number, to: number): number {
  const slice = Array.from(values.subarray(from, to), Math.abs).sort((a, b) => a - b);
  return slice.length === 0 ? 0 : slice[Math.floor(slice.length / 2)]!;
}

/** Poisson draw (Knuth for small means, a rounded normal for large ones). */
function poisson(random: SeededRandom, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * random.normal()));
  const limit = Math.exp(-mean);
  let product = random.next();
  let count = 0;
  while (product > limit) {
    count += 1;
    product *= random.next();
  }
  return count;
}

/** A gamma-mixed Poisson (negative binomial, shape 4): the variance exceeds the mean. */
function overdispersed(random: SeededRandom, mean: number): number {
  const shape = 4;
  let gamma = 0;
  for (let draw = 0; draw < shape; draw += 1) gamma -= Math.log(1 - random.next());
  return poisson(random, (mean * gamma) / shape);
}
