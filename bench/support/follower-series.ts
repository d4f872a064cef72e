// Seeded generator of realistic playlist follower histories with ground-truth anomaly labels, for the
// analytics benchmark and property tests. Organic behaviour (never labelled): growth or slow decline
// with a drifting rate, weekly rhythm, overdispersed noise with occasional heavy days, organic viral
// ramps (smooth bumps of 1-8x the rate over 5-25 days) and press mentions (a day at 2-4x decaying in
// 1-4 days). Injected bot behaviour (labelled): bursts of 10-60x the typical daily change (some split
// over two days), purges of 10-40x or 2-15% of followers, and flat plateaus of +4-12x/day for 7-40 days.
import { irregularTimes, regularTimes } from './sampling-times';
import { type SeededRandom, seededRandom } from './seeded-random';

export type GroundTruthLabel = 'extreme' | 'trend' | null;
export type Sampling = 'mixed' | 'regular';

export interface LabelledFollowerSeries {
  readonly points: Array<{ checked_at: string; followers: number }>;
  /** Parallel to `points`: what the detector should say. */
  readonly labels: GroundTruthLabel[];
}

export interface FollowerSeriesOptions {
  readonly days: number;
  /** Inject bot bursts, purges and plateaus (default false: purely organic). */
  readonly bots?: boolean;
  /** `regular` = one check per day at midnight; `mixed` (default) = a random irregular regime. */
  readonly sampling?: Sampling;
  readonly startMs?: number;
}

const DAY_MS = 86_400_000;

interface InstantEvent {
  readonly time: number;
  readonly amount: number;
}

interface Plateau {
  readonly start: number;
  readonly end: number;
}

/** One labelled series; the same seed and options always give the same series. */
export function generateFollowerSeries(seed: number, options: FollowerSeriesOptions): LabelledFollowerSeries {
  const random = seededRandom(seed);
  const { days } = options;
  const organic = organicProcess(random, days);
  const instants: InstantEvent[] = [];
  const plateaus: Plateau[] = [];
  const gains = Float64Array.from(organic.gains);
  if (options.bots) injectBots(random, days, organic, gains, instants, plateaus);

  const cumulative = new Float64Array(days + 1);
  cumulative[0] = organic.start;
  for (let day = 0; day < days; day += 1) cumulative[day + 1] = cumulative[day]! + gains[day]!;
  const valueAt = (time: number) => {
    const day = Math.min(Math.floor(time), days - 1);
    let value = cumulative[day]! + (time - day) * gains[day]!;
    for (const event of instants) if (event.time <= time) value += event.amount;
    return Math.max(0, Math.round(value));
  };

  const times = options.sampling === 'regular' ? regularTimes(days) : irregularTimes(random, days);
  const startMs = options.startMs ?? Date.UTC(2020, 0, 1);
  const points = times.map((time) => ({
    checked_at: new Date(startMs + Math.round(time * DAY_MS)).toISOString(),
    followers: valueAt(time),
  }));
  const labels = times.map((time, index): GroundTruthLabel => {
    if (index === 0) return null;
    const previous = times[index - 1]!;
    if (instants.some((event) => event.time > previous && event.time <= time)) return 'extreme';
    const length = time - previous;
    const overlap = plateaus.reduce(
      (sum, plateau) => sum + Math.max(0, Math.min(time, plateau.end) - Math.max(previous, plateau.start)),
      0,
    );
    // An interval counts as plateau when at least half of its elapsed time was bot delivery.
    return length > 0 && overlap >= length / 2 ? 'trend' : null;
  });
  return { points, labels };
}

interface OrganicProcess {
  readonly start: number;
  readonly gains: Float64Array;
  /** Typical absolute daily change (expected gain or noise, whichever is larger) per day. */
  readonly typical: Float64Array;
}

function organicProcess(random: SeededRandom, days: number): OrganicProcess {
  const start = Math.round(10 ** random.between(2, 5.7));
  const declining = random.chance(0.12);
  let rate = declining ? -random.between(0.0002, 0.001) * start : random.between(0.0005, 0.006) * start;
  const longTrend = random.between(-0.0003, 0.001);
  const seasonAmplitude = random.between(0, 0.35);
  const seasonPhase = random.integer(0, 6);
  const noiseShare = random.between(0.1, 0.35);
  const virals = Array.from({ length: random.chance(0.5) ? random.integer(1, 2) : 0 }, () => ({
    center: random.between(20, Math.max(21, days - 10)),
    width: random.between(5, 25),
    amplitude: random.between(1, 8),
  }));
  const mentions = Array.from({ length: random.chance(0.4) ? random.integer(1, 3) : 0 }, () => ({
    day: random.integer(10, Math.max(11, days - 5)),
    size: random.between(1, 3),
    decay: random.between(1, 4),
  }));

  const gains = new Float64Array(days);
  const typical = new Float64Array(days);
  let drift = 0;
  for (let day = 0; day < days; day += 1) {
    rate *= 1 + longTrend;
    drift = 0.98 * drift + 0.03 * random.normal();
    const season = 1 + seasonAmplitude * Math.cos((2 * Math.PI * ((day % 7) - seasonPhase)) / 7);
    const viral = virals.reduce(
      (sum, v) => sum + v.amplitude * Math.exp(-(((day - v.center) / v.width) ** 2) / 2),
      0,
    );
    const mention = mentions.reduce(
      (sum, m) => (day >= m.day ? sum + m.size * Math.exp(-(day - m.day) / m.decay) : sum),
      0,
    );
    const mean = rate * Math.exp(drift) * season * (1 + viral) + Math.abs(rate) * mention;
    const sigma = Math.sqrt(Math.abs(mean) + 1) + noiseShare * Math.abs(mean);
    const heavy = random.chance(0.03) ? 2.5 : 1;
    gains[day] = mean + random.normal() * sigma * heavy;
    typical[day] = Math.max(Math.abs(mean), sigma);
  }
  return { start, gains, typical };
}

function injectBots(
  random: SeededRandom,
  days: number,
  organic: OrganicProcess,
  gains: Float64Array,
  instants: InstantEvent[],
  plateaus: Plateau[],
): void {
  const taken: Array<[number, number]> = [];
  const free = (from: number, to: number) => taken.every(([a, b]) => to + 14 < a || from > b + 14);
  const levelNear = (day: number) => {
    let level = organic.start;
    for (let index = 0; index < day; index += 1) level += gains[index]!;
    return Math.max(level, 0);
  };
  const wanted = random.integer(1, 3);
  for (let attempt = 0; attempt < 40 && taken.length < wanted; attempt += 1) {
    const day = random.integer(28, days - 8);
    const typical = organic.typical[day]!;
    const kind = random.next();
    if (kind < 0.4) {
      if (!free(day, day + 1)) continue;
      const amount = Math.max(random.between(10, 60) * typical, 50);
      const time = day + random.next();
      if (random.chance(0.25)) {
        const share = random.between(0.4, 0.6);
        instants.push(
          { time, amount: amount * share },
          { time: time + random.between(0.8, 1.2), amount: amount * (1 - share) },
        );
      } else {
        instants.push({ time, amount });
      }
      taken.push([day, day + 1]);
    } else if (kind < 0.65) {
      if (!free(day, day)) continue;
      const level = levelNear(day);
      const amount = Math.min(
        0.6 * level,
        Math.max(random.between(10, 40) * typical, random.between(0.02, 0.15) * level),
      );
      if (amount < 50) continue;
      instants.push({ time: day + random.next(), amount: -amount });
      taken.push([day, day]);
    } else {
      const length = Math.min(Math.round(random.between(7, 40)), days - day);
      if (length < 7 || !free(day, day + length)) continue;
      const perDay = Math.max(random.between(4, 12) * typical, 20);
      for (let offset = 0; offset < length; offset += 1) {
        gains[day + offset] = gains[day + offset]! + perDay * (1 + 0.03 * random.normal());
      }
      plateaus.push({ start: day, end: day + length });
      taken.push([day, day + length]);
    }
  }
  instants.sort((a, b) => a.time - b.time);
}
