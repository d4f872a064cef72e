/**
 * Picks one of `options` with probability proportional to its weight, from `random`, a number in
 * [0, 1) (the caller's random source, so the choice is reproducible in tests). Options of weight 0
 * or less are never picked; when no weight is positive every option is equally likely. Answers
 * `null` only for an empty list.
 */
export function pickWeighted<T>(
  options: ReadonlyArray<{ readonly value: T; readonly weight: number }>,
  random: number,
): T | null {
  if (options.length === 0) return null;
  const positive = options.filter((option) => option.weight > 0);
  if (positive.length === 0)
    return options[Math.min(options.length - 1, Math.floor(random * options.length))]!.value;
  const total = positive.reduce((sum, option) => sum + option.weight, 0);
  let remaining = random * total;
  for (const option of positive) {
    if (remaining < option.weight) return option.value;
    remaining -= option.weight;
  }
  return positive.at(-1)!.value;
}
