export interface ChartLayout {
  readonly width: number;
  readonly height: number;
  readonly margin: {
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
    readonly left: number;
  };
  readonly innerWidth: number;
  readonly innerHeight: number;
  /** Date labels that fit side by side (3 to 10). */
  readonly maxTimeTicks: number;
  readonly maxValueTicks: number;
}

/** Room for one `dd/mm/yyyy` label with a gap on each side. */
const DATE_LABEL_SLOT_PX = 90;
const VALUE_TICK_SLOT_PX = 40;
const MIN_INNER_PX = 40;

/** Margins and tick budgets for a plot of `width` × `height` CSS pixels. */
export function chartLayout(width: number, height: number): ChartLayout {
  const margin = { top: 12, right: width < 480 ? 12 : 20, bottom: 28, left: 48 };
  const innerWidth = Math.max(MIN_INNER_PX, width - margin.left - margin.right);
  const innerHeight = Math.max(MIN_INNER_PX, height - margin.top - margin.bottom);
  return {
    width,
    height,
    margin,
    innerWidth,
    innerHeight,
    maxTimeTicks: Math.min(10, Math.max(3, Math.floor(innerWidth / DATE_LABEL_SLOT_PX))),
    maxValueTicks: Math.min(8, Math.max(2, Math.floor(innerHeight / VALUE_TICK_SLOT_PX))),
  };
}
