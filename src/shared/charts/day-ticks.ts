export const DAY_MS = 86_400_000;
/** 5 January 1970, a Monday: weekly ticks fall on Mondays. */
const FIRST_MONDAY = 4;

type Step = { readonly unit: 'day' | 'month' | 'year'; readonly size: number };

const STEPS: readonly Step[] = [
  { unit: 'day', size: 1 },
  { unit: 'day', size: 2 },
  { unit: 'day', size: 7 },
  { unit: 'day', size: 14 },
  { unit: 'month', size: 1 },
  { unit: 'month', size: 2 },
  { unit: 'month', size: 3 },
  { unit: 'month', size: 6 },
  ...[1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].map((size) => ({ unit: 'year' as const, size })),
];

const APPROXIMATE_MS = { day: DAY_MS, month: 30.44 * DAY_MS, year: 365.25 * DAY_MS };

/**
 * Tick times for a day axis over `[startMs, endMs]`: UTC midnights, at most `maxTicks` of them, on the
 * smallest step that fits (1, 2, 7 or 14 days, 1, 2, 3 or 6 months, then years). Ticks sit on
 * multiples of their step (Mondays, month and year starts) so they stay put while the chart pans.
 * With `maxTicks` ≥ 3 a window of a day or more always gets at least one tick.
 */
export function dayTicks(startMs: number, endMs: number, maxTicks: number): number[] {
  if (!(maxTicks >= 1) || !Number.isFinite(startMs) || !Number.isFinite(endMs) || endMs < startMs) return [];
  const span = endMs - startMs;
  for (const step of STEPS) {
    if (span / (APPROXIMATE_MS[step.unit] * step.size) > maxTicks + 1) continue;
    const ticks = ticksOf(step, startMs, endMs, maxTicks);
    if (ticks !== null) return ticks;
  }
  return [];
}

/** The ticks of one step, or null when there would be more than `limit`. */
function ticksOf(step: Step, startMs: number, endMs: number, limit: number): number[] | null {
  const ticks: number[] = [];
  const add = (time: number) => {
    ticks.push(time);
    return ticks.length <= limit;
  };
  if (step.unit === 'day') {
    const anchor = step.size >= 7 ? FIRST_MONDAY : 0;
    let day = Math.ceil(startMs / DAY_MS);
    day += (((anchor - day) % step.size) + step.size) % step.size;
    for (; day * DAY_MS <= endMs; day += step.size) if (!add(day * DAY_MS)) return null;
    return ticks;
  }
  const months = step.unit === 'month' ? step.size : step.size * 12;
  const start = new Date(startMs);
  let month = start.getUTCFullYear() * 12 + start.getUTCMonth();
  if (Date.UTC(Math.floor(month / 12), month % 12, 1) < startMs) month += 1;
  month += ((-month % months) + months) % months;
  for (; ; month += months) {
    const time = Date.UTC(Math.floor(month / 12), month % 12, 1);
    if (time > endMs) return ticks;
    if (!add(time)) return null;
  }
}
