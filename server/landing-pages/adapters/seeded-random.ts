import type { RandomSource } from '../ports';

/**
 * A reproducible RandomSource (mulberry32) for tests and for `LANDING_RANDOM_SEED`, which the
 * configuration refuses in production: the same seed gives the same sequence of visits.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
