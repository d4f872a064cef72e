import type { ChangeSeries } from './change-series';
import { MAD_TO_SIGMA, madInPlace, medianInPlace } from './robust-statistics';

/** Neighbouring intervals on each side that form a point's local baseline (two weeks of checks). */
const HALF_WINDOW = 7;
/** With fewer neighbours than this a point cannot be judged. */
const MIN_NEIGHBOURS = 4;
/** Robust z-score (Iglewicz–Hoaglin) from which a change is extreme; 3.5 marks mere outliers. */
const EXTREME_Z = 6;
/** An extreme change is also this many times the typical daily change around it… */
const EXTREME_TYPICAL_MULTIPLE = 4;
/** …and at least this many followers: a handful of followers is never a bot burst. */
const MIN_EXTREME_FOLLOWERS = 10;
/** Scale floor as a share of the local daily rate, so smooth growth curves never look extreme. */
const RELATIVE_SCALE_FLOOR = 0.1;

/**
 * Scores the intervals listed in `positions` (indices into `series`, ascending) against their
 * neighbours within that same list, writing robust z-scores into `scores` and returning the indices
 * judged extreme. Each change is first compared with the local median daily rate (scaled by its
 * elapsed time), and its residual, divided by √elapsed days as random-walk noise grows, is then
 * compared with the neighbours' residuals. Windows are local, so a growing playlist's larger
 * absolute changes set their own scale. O(n · window).
 */
export function findExtremeChanges(
  series: ChangeSeries,
  positions: ReadonlyArray<number>,
  scores: Float64Array,
): number[] {
  const count = positions.length;
  if (count <= MIN_NEIGHBOURS) return [];
  const { change, elapsedDays, rate } = series;
  const scratch = new Float64Array(2 * HALF_WINDOW);
  const localRate = new Float64Array(count);
  const typical = new Float64Array(count);
  const residual = new Float64Array(count);

  const gather = (position: number, valueAt: (neighbour: number) => number): number => {
    const from = Math.max(0, Math.min(position - HALF_WINDOW, count - 1 - 2 * HALF_WINDOW));
    const to = Math.min(count - 1, Math.max(position + HALF_WINDOW, 2 * HALF_WINDOW));
    let filled = 0;
    for (let neighbour = from; neighbour <= to; neighbour += 1) {
      if (neighbour !== position) scratch[filled++] = valueAt(neighbour);
    }
    return filled;
  };

  for (let position = 0; position < count; position += 1) {
    const filled = gather(position, (neighbour) => rate[positions[neighbour]!]!);
    localRate[position] = medianInPlace(scratch, filled);
    gather(position, (neighbour) => Math.abs(rate[positions[neighbour]!]!));
    typical[position] = medianInPlace(scratch, filled);
    const index = positions[position]!;
    const days = elapsedDays[index]!;
    residual[position] = (change[index]! - localRate[position]! * days) / Math.sqrt(days);
  }

  const extreme: number[] = [];
  for (let position = 0; position < count; position += 1) {
    const filled = gather(position, (neighbour) => residual[neighbour]!);
    if (filled < MIN_NEIGHBOURS) continue;
    const center = medianInPlace(scratch, filled);
    gather(position, (neighbour) => residual[neighbour]!);
    const spread = MAD_TO_SIGMA * madInPlace(scratch, filled, center);
    const scale = Math.max(spread, RELATIVE_SCALE_FLOOR * Math.abs(localRate[position]!), 1);
    const z = (residual[position]! - center) / scale;
    const index = positions[position]!;
    scores[index] = Math.abs(z);
    const days = elapsedDays[index]!;
    const excess = Math.abs(change[index]! - localRate[position]! * days);
    const needed = Math.max(
      MIN_EXTREME_FOLLOWERS,
      EXTREME_TYPICAL_MULTIPLE * typical[position]! * Math.sqrt(days),
    );
    if (Math.abs(z) >= EXTREME_Z && excess >= needed) extreme.push(index);
  }
  return extreme;
}
