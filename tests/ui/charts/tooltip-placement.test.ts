import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOOLTIP_GAP_PX, tooltipPlacement } from '../../../src/shared/charts/tooltip-placement';

const BOX = { width: 600, height: 300 };
const TIP = { width: 140, height: 50 };

describe('tooltipPlacement', () => {
  it('sits above and to the right of a point with room', () => {
    expect(tooltipPlacement(100, 150, TIP, BOX)).toEqual({
      left: 100 + TOOLTIP_GAP_PX,
      top: 150 - TOOLTIP_GAP_PX - 50,
    });
  });

  it('flips left at the right edge and below at the top', () => {
    expect(tooltipPlacement(580, 20, TIP, BOX)).toEqual({
      left: 580 - TOOLTIP_GAP_PX - 140,
      top: 20 + TOOLTIP_GAP_PX,
    });
  });

  it('never covers the point it describes, and stays inside the box whenever a side fits', () => {
    const sizes = fc.record({
      box: fc.record({
        width: fc.integer({ min: 120, max: 1400 }),
        height: fc.integer({ min: 120, max: 700 }),
      }),
      tip: fc.record({ width: fc.integer({ min: 40, max: 400 }), height: fc.integer({ min: 20, max: 120 }) }),
      fx: fc.double({ min: 0, max: 1, noNaN: true }),
      fy: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(sizes, ({ box, tip, fx, fy }) => {
        const x = fx * box.width;
        const y = fy * box.height;
        const { left, top } = tooltipPlacement(x, y, tip, box);
        const coversX = x > left - 1 && x < left + tip.width + 1;
        const coversY = y > top - 1 && y < top + tip.height + 1;
        expect(coversX && coversY).toBe(false);
        const sideFits = x + TOOLTIP_GAP_PX + tip.width <= box.width || x - TOOLTIP_GAP_PX - tip.width >= 0;
        if (sideFits) expect(left >= -1 && left + tip.width <= box.width + 1).toBe(true);
        const rowFits = y - TOOLTIP_GAP_PX - tip.height >= 0 || y + TOOLTIP_GAP_PX + tip.height <= box.height;
        if (rowFits) expect(top >= -1 && top + tip.height <= box.height + 1).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
