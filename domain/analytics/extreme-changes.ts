import type { ChangeSeries } from './change-series';
import { neighbourStatistics } from './neighbour-statistics';
import { MAD_TO_SIGMA } from './robust-statistics';

/** Neighbouring intervals on each side that form a point's local baseline (two weeks of checks). */
const HALF_WINDOW = 7;
/** With fewer neighbours than this a point cannot be judged. */
const MIN_NEIGHBOURS = 4;
/** Robust z-score (Iglewicz–Hoaglin) from which a change is extreme; 3.5 marks mere outliers. */
const EXTREME_Z = 6;
/**
 * An extreme change is also this many times the typical daily change around it: the chart marks
 * such a day as the outlier it is…
 */
const MARKED_TYPICAL_MULTIPLE = 4;
/**
 * …but only from this multiple does it weigh in the grade: listeners' follows are bursty
 * (overdispersed counts), so a single day at four times the usual is within what an audience does
 * now and then, five times seldom is…
 */
const GRADED_TYPICAL_MULTIPLE = 5;
/**
 * …with this many standard errors of counting noise added in quadrature (gradedExcess): what a
 * small count scatters by chance on top of the audience's burstiness…
 */
const COUNTING_ERRORS = 3;
/** …and at least this many followers: a handful of followers is never a bot burst. */
const MIN_EXTREME_FOLLOWERS = 25;
/** Scale floor as a share of the local daily rate, so smooth growth curves never look extreme. */
const RELATIVE_SCALE_FLOOR = 0.1;

/**
 * Scores the intervals listed in `positions` (indices into `series`, ascending) against their
 * neighbours within that same list, writing robust z-scores into `scores` (for the changes large
 * enough to be candidates; 0 for the rest) and returning the indices judged extreme; those large
 * enough to weigh in the grade are also set in `graded`. Each change is first compared with the local median daily rate (scaled by its
 * elapsed time), and its residual, divided by √elapsed days as random-walk noise grows, is then
 * compared with the neighbours' residuals. Windows are local, so a growing playlist's larger
 * absolute changes set their own scale. O(n · window).
 */
export function findExtremeChanges(
  series: ChangeSeries,
  positions: ReadonlyArray<number>,
  scores: Float64Array,
  graded: Uint8Array,
): number[] {
  const count = positions.length;
  if (count <= MIN_NEIGHBOURS) return [];
  const { change, elapsedDays, rate } = series;
  const rates = new Float64Array(count);
  for (let position = 0; position < count; position += 1) rates[position] = rate[positions[position]!]!;
  const localRate = new Float64Array(count);
  const deviation = new Float64Array(count);
  // A change smaller than the thresholds that need no spread can never be extreme: skip its MAD.
  const couldBeExtreme = (position: number, expected: number) => {
    const index = positions[position]!;
    const days = elapsedDays[index]!;
    const excess = Math.abs(change[index]! - expected * days);
    const floor = Math.max(RELATIVE_SCALE_FLOOR * Math.abs(expected), 1);
    return (
      excess >=
        Math.max(MIN_EXTREME_FOLLOWERS, MARKED_TYPICAL_MULTIPLE * Math.abs(expected) * Math.sqrt(days)) &&
      excess / Math.sqrt(days) >= EXTREME_Z * floor
    );
  };
  neighbourStatistics(rates, HALF_WINDOW, localRate, deviation, couldBeExtreme);

  const extreme: number[] = [];
  for (let position = 0; position < count; position += 1) {
    if (Number.isNaN(deviation[position]!)) continue;
    const index = positions[position]!;
    const days = elapsedDays[index]!;
    const expected = localRate[position]!;
    // Random-walk noise: the spread of a change over `days` grows like √days.
    const residual = (change[index]! - expected * days) / Math.sqrt(days);
    const spread = MAD_TO_SIGMA * deviation[position]!;
    const scale = Math.max(spread, RELATIVE_SCALE_FLOOR * Math.abs(expected), 1);
    const z = residual / scale;
    scores[index] = Math.abs(z);
    const excess = Math.abs(residual) * Math.sqrt(days);
    if (Math.abs(z) < EXTREME_Z) continue;
    const typical = Math.max(Math.abs(expected), spread) * Math.sqrt(days);
    if (excess < Math.max(MIN_EXTREME_FOLLOWERS, MARKED_TYPICAL_MULTIPLE * typical)) continue;
    extreme.push(index);
    if (excess >= gradedExcess(expected * days, typical)) graded[index] = 1;
  }
  return extreme;
}

/**
 * The least excess that weighs in the grade, for a change expected to be `expectedChange` with a
 * `typical` change: five typical changes, widened by the counting noise of a count that large (a
 * Poisson count's variance is its mean; the two add in quadrature). On a few followers a day that
 * scatter is a large share of five typical days, which listeners then reach now and then; on
 * thousands a day it is a sliver and the rule is the plain multiple.
 */
function gradedExcess(expectedChange: number, typical: number): number {
  const boundary = GRADED_TYPICAL_MULTIPLE * typical;
  // The count a day at the boundary holds: the expected change plus the boundary's excess.
  const counted = Math.max(expectedChange, 0) + boundary;
  return Math.max(
    MIN_EXTREME_FOLLOWERS,
    Math.sqrt(boundary * boundary + COUNTING_ERRORS * COUNTING_ERRORS * counted),
  );
}
