import { describe, expect, it } from 'vitest';
import { seededRandom } from '@server/landing-pages/adapters/seeded-random';
import { ConfigError, loadConfig } from '@server/config';

describe('LANDING_RANDOM_SEED (tests only)', () => {
  it('is unset by default and read as a whole number outside production', () => {
    expect(loadConfig({}).landingRandomSeed).toBeUndefined();
    expect(loadConfig({ LANDING_RANDOM_SEED: '7' }).landingRandomSeed).toBe(7);
    expect(loadConfig({ NODE_ENV: 'test', LANDING_RANDOM_SEED: '0' }).landingRandomSeed).toBe(0);
  });

  it('is refused in production, and when it is no whole number', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', LANDING_RANDOM_SEED: '7' })).toThrow(
      new ConfigError(
        'Invalid configuration: LANDING_RANDOM_SEED is for tests only and is refused when NODE_ENV=production',
      ),
    );
    expect(() => loadConfig({ LANDING_RANDOM_SEED: '1.5' })).toThrow(/LANDING_RANDOM_SEED/);
    expect(() => loadConfig({ LANDING_RANDOM_SEED: '-1' })).toThrow(/LANDING_RANDOM_SEED/);
  });

  it('gives the same sequence for the same seed, in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = Array.from({ length: 1000 }, a);
    expect(Array.from({ length: 1000 }, b)).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(Array.from({ length: 5 }, seededRandom(8))).not.toEqual(first.slice(0, 5));
  });
});
