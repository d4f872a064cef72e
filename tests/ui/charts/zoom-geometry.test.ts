import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../src/shared/charts/day-ticks';
import { focusWindow, maxZoomScale, zoomFor } from '../../../src/shared/charts/zoom-geometry';

const FULL: readonly [number, number] = [0, 365 * DAY_MS];
const WIDTH = 800;

/** The window a zoom scale and offset show, as d3's rescaleX computes it. */
function shown({ k, x }: { k: number; x: number }): [number, number] {
  const msPerPx = (FULL[1] - FULL[0]) / WIDTH;
  return [FULL[0] + (-x / k) * msPerPx, FULL[0] + ((WIDTH - x) / k) * msPerPx];
}

describe('zoomFor', () => {
  it('shows exactly the asked window when it is a day or longer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 364 * DAY_MS }),
        fc.integer({ min: DAY_MS, max: 365 * DAY_MS }),
        (start, span) => {
          const end = Math.min(FULL[1], start + span);
          fc.pre(end - start >= DAY_MS);
          const [shownStart, shownEnd] = shown(zoomFor(start, end, FULL, WIDTH));
          expect(shownStart).toBeCloseTo(start, -1);
          expect(shownEnd).toBeCloseTo(end, -1);
        },
      ),
    );
  });

  it('widens a window shorter than a day to a day around its middle', () => {
    const middle = 100 * DAY_MS;
    const [start, end] = shown(zoomFor(middle - 60_000, middle + 60_000, FULL, WIDTH));
    expect(end - start).toBeCloseTo(DAY_MS, -1);
    expect((start + end) / 2).toBeCloseTo(middle, -1);
    expect(maxZoomScale(FULL[1])).toBe(365);
    expect(maxZoomScale(DAY_MS / 2)).toBe(1);
  });
});

describe('focusWindow', () => {
  it('keeps a zoomed span, takes a quarter of the range from the full view, never under a day', () => {
    expect(focusWindow(50 * DAY_MS, [40 * DAY_MS, 60 * DAY_MS], FULL)).toEqual([40 * DAY_MS, 60 * DAY_MS]);
    const [start, end] = focusWindow(200 * DAY_MS, FULL, FULL);
    expect(end - start).toBe(FULL[1] / 4);
    expect(focusWindow(0, [0, 0], [0, 0])).toEqual([0, 0]);
    expect(focusWindow(10 * DAY_MS, FULL, [0, 2 * DAY_MS])).toEqual([9.5 * DAY_MS, 10.5 * DAY_MS]);
  });
});
