import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastChange } from '@domain/tracking';

describe('lastChange', () => {
  it('is the last known value minus the one before it, skipping missing readings', () => {
    expect(lastChange([10, 12, 15])).toBe(3);
    expect(lastChange([10, null, 7, null])).toBe(-3);
  });

  it('is null with fewer than two known values', () => {
    expect(lastChange([])).toBeNull();
    expect(lastChange([null, 4, null])).toBeNull();
  });

  it('ignores missing readings wherever they fall', () => {
    const reading = fc.option(fc.integer(), { nil: null });
    fc.assert(
      fc.property(fc.array(reading), (values) => {
        const known = values.filter((value) => value !== null);
        expect(lastChange(values)).toBe(lastChange(known));
      }),
    );
  });
});
