// Check times (in days since the start) for generated follower series.
import type { SeededRandom } from './seeded-random';

/** One check per day at midnight. */
export function regularTimes(days: number): number[] {
  return Array.from({ length: days }, (_, day) => day);
}

/**
 * A random irregular regime: daily checks with jitter, missed days, outages of 2-10 days and extra
 * same-day re-checks (60%); every 1-3 days (25%); twice a day (15%). Rare exact duplicates.
 */
export function irregularTimes(random: SeededRandom, days: number): number[] {
  const regime = random.next();
  const times: number[] = [];
  const hour = random.between(0, 0.9);
  let day = 0;
  while (day < days) {
    if (regime < 0.6) {
      if (random.chance(0.008)) day += random.integer(2, 10);
      else if (!random.chance(0.08)) times.push(day + hour + random.between(-0.08, 0.08));
      if (random.chance(0.02)) times.push(day + hour + random.between(0.1, 0.3));
      day += 1;
    } else if (regime < 0.85) {
      times.push(day + hour + random.between(-0.08, 0.08));
      day += random.integer(1, 3);
    } else {
      if (!random.chance(0.05)) times.push(day + hour * 0.5 + random.between(-0.04, 0.04));
      if (!random.chance(0.05)) times.push(day + 0.5 + hour * 0.5 + random.between(-0.04, 0.04));
      day += 1;
    }
    if (random.chance(0.003) && times.length > 0) times.push(times[times.length - 1]!);
  }
  const sorted = times.filter((time) => time >= 0 && time < days).sort((a, b) => a - b);
  return sorted;
}
