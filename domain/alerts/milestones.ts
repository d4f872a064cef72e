/** Round follower counts worth an alert when crossed upwards: 1K, 10K, 100K, 1M, ... 1B. */
export const MILESTONES: readonly number[] = [1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9];

/** The highest milestone reached going from `previous` to `current` (upwards only), else null. */
export function crossedMilestone(previous: number, current: number): number | null {
  let crossed: number | null = null;
  for (const milestone of MILESTONES) if (previous < milestone && current >= milestone) crossed = milestone;
  return crossed;
}
