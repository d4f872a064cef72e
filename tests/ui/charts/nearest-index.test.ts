import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowerBound, upperBound } from '@domain/analytics/sorted-search';
import { nearestIndex } from '../../../src/shared/charts/nearest-index';

const sortedTimes = fc
  .array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 60 })
  .map((values) => Float64Array.from(values.sort((a, b) => a - b)));
const probe = fc.double({ min: -1100, max: 1100, noNaN: true });

describe('nearestIndex', () => {
  it('finds what a linear scan finds: the earliest of the closest points', () => {
    fc.assert(
      fc.property(sortedTimes, probe, (times, time) => {
        let expected = -1;
        for (let index = 0; index < times.length; index += 1) {
          if (expected < 0 || Math.abs(times[index]! - time) < Math.abs(times[expected]! - time))
            expected = index;
        }
        expect(nearestIndex(times, time)).toBe(expected);
      }),
    );
  });

  it('takes the earliest of equal last times for a probe past the end', () => {
    expect(nearestIndex(Float64Array.from([1, 5, 5]), 10)).toBe(1);
    expect(nearestIndex(Float64Array.from([5, 5, 9]), -3)).toBe(0);
  });

  it('is -1 without points', () => {
    expect(nearestIndex(new Float64Array(0), 5)).toBe(-1);
  });
});

describe('lowerBound and upperBound', () => {
  it('count the times before (or not after) a probe, as a linear scan does', () => {
    fc.assert(
      fc.property(sortedTimes, probe, (times, time) => {
        expect(lowerBound(times, time)).toBe(times.filter((t) => t < time).length);
        expect(upperBound(times, time)).toBe(times.filter((t) => t <= time).length);
      }),
    );
  });
});
