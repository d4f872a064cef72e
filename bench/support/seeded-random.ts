/** A seeded pseudo-random source: same seed, same sequence (mulberry32). */
export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [low, high). */
  between(low: number, high: number): number;
  /** Integer in [low, high]. */
  integer(low: number, high: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** Standard normal (Box–Muller). */
  normal(): number;
}

/** mulberry32: a tiny, fast 32-bit generator, good enough for benchmark data. */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const between = (low: number, high: number) => low + (high - low) * next();
  return {
    next,
    between,
    integer: (low, high) => Math.floor(between(low, high + 1)),
    chance: (probability) => next() < probability,
    normal: () => {
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      return radius * Math.cos(2 * Math.PI * next());
    },
  };
}
