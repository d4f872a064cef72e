/** Gap between a point and its tooltip, in px. */
export const TOOLTIP_GAP_PX = 12;

export interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * Where the tooltip's top-left corner goes for the point at `(x, y)` in a box of `box` size: beside and
 * above the point, else beside and below, on the right unless that overflows, else on the left. The box
 * never covers the point: when no side fits, it takes the roomier one and may spill past the box.
 */
export function tooltipPlacement(x: number, y: number, tip: Size, box: Size): { left: number; top: number } {
  const right = x + TOOLTIP_GAP_PX;
  const left = x - TOOLTIP_GAP_PX - tip.width;
  const above = y - TOOLTIP_GAP_PX - tip.height;
  const below = y + TOOLTIP_GAP_PX;
  const fitsRight = right + tip.width <= box.width;
  const fitsLeft = left >= 0;
  const fitsAbove = above >= 0;
  const fitsBelow = below + tip.height <= box.height;
  const horizontal = fitsRight ? right : fitsLeft ? left : box.width - x >= x ? right : left;
  const vertical = fitsAbove ? above : fitsBelow ? below : y >= box.height - y ? above : below;
  return { left: Math.round(horizontal), top: Math.round(vertical) };
}
