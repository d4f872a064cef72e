import { DAY_MS } from './day-ticks';

/** The greatest zoom over a range of `fullMs`: the one that shows a single day (never below 1×). */
export function maxZoomScale(fullMs: number): number {
  return Math.max(1, fullMs / DAY_MS);
}

/**
 * The zoom scale and x offset (px) that show `[start, end]` of the range `[first, last]` drawn
 * `widthPx` wide, centred on the window's middle; the scale is kept between 1× and one day.
 */
export function zoomFor(
  start: number,
  end: number,
  [first, last]: readonly [number, number],
  widthPx: number,
): { k: number; x: number } {
  const full = last - first;
  const k = Math.min(maxZoomScale(full), Math.max(1, full / Math.max(end - start, 1)));
  const centre = (start + end) / 2;
  return { k, x: widthPx / 2 - k * ((centre - first) / full) * widthPx };
}

/**
 * The window that shows a point of interest: the current span (a quarter of the range when the whole
 * range is in view, and never under a day), centred on `time`.
 */
export function focusWindow(
  time: number,
  [start, end]: readonly [number, number],
  [first, last]: readonly [number, number],
): [number, number] {
  const span = Math.min(end - start, Math.max(DAY_MS, (last - first) / 4));
  return [time - span / 2, time + span / 2];
}
