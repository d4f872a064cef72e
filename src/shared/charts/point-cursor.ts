import type { ScaleLinear } from 'd3';
import { type ChartKeyAction, steppedIndex } from './chart-keys';
import { tooltipLines } from './chart-labels';
import type { ChartLayout } from './chart-layout';
import type { ChartSeries } from './chart-series';
import type { ChartTooltip } from './chart-tooltip';
import { lowerBound, upperBound } from '@domain/analytics/sorted-search';
import { nearestIndex } from './nearest-index';
import type { TimeSeriesView } from './time-series-view';
import { isTouchLike } from './touch-gestures';

/** What the cursor reads from and asks of its chart. */
export interface CursorHost {
  readonly series: ChartSeries;
  readonly layout: ChartLayout;
  readonly x: ScaleLinear<number, number>;
  readonly y: ScaleLinear<number, number>;
  readonly settings: { readonly valueLabel: string };
  pointerLocked(): boolean;
  centreOn(time: number, byUser: boolean): void;
}

const TONES = ['normal', 'extreme', 'trend'] as const;

/** The highlighted point: follows the pointer or the arrow keys, and shows its tooltip. */
export class PointCursor {
  private active = -1;
  /** What moved the cursor last: a hovering mouse, a finger (tap or scrub), or the keys. */
  private source: 'pointer' | 'touch' | 'keyboard' | null = null;

  constructor(
    private readonly chart: CursorHost,
    private readonly view: TimeSeriesView,
    private readonly tooltip: ChartTooltip,
  ) {}

  nearest(time: number): number {
    return nearestIndex(this.chart.series.times, time);
  }

  activeTime(): number | undefined {
    return this.active >= 0 ? this.chart.series.times[this.active] : undefined;
  }

  /** Highlights point `index`, panning to it first when it is out of view and `centre` is set. */
  moveTo(
    index: number,
    options: { announce: boolean; centre: boolean; source?: 'pointer' | 'touch' | 'keyboard' },
  ): void {
    this.active = index;
    this.source = options.source ?? (options.announce ? 'keyboard' : 'pointer');
    const time = this.chart.series.times[index];
    if (time === undefined) {
      this.clear();
      return;
    }
    const [start, end] = this.chart.x.domain() as [number, number];
    if (options.centre && (time < start || time > end)) this.chart.centreOn(time, true);
    this.show(options.announce);
  }

  /** Puts the marker and tooltip back on the highlighted point after the view changed. */
  redraw(): void {
    this.show(false);
  }

  clear(): void {
    this.active = -1;
    this.source = null;
    this.view.mark(null);
    this.tooltip.hide();
  }

  /** A zoom or pan moved the view under a pointer's readout: it goes until the pointer moves again. */
  hideForPointer(): void {
    if (this.source === 'pointer' || this.source === 'touch') this.clear();
  }

  /**
   * A tap or a one-finger drag at plot x `plotX`: reads out the nearest point and keeps it shown after
   * the finger lifts (a finger has no hover to leave).
   */
  scrubTo(plotX: number): void {
    if (this.chart.series.times.length === 0) return;
    this.moveTo(this.nearest(this.chart.x.invert(plotX)), { announce: true, centre: false, source: 'touch' });
  }

  onKeyAction(action: ChartKeyAction): void {
    const { times } = this.chart.series;
    if (action.kind === 'leave') {
      this.clear();
      return;
    }
    let index = -1;
    if (action.kind === 'first') index = 0;
    else if (action.kind === 'last') index = times.length - 1;
    else if (action.kind === 'step') {
      const [start, end] = this.chart.x.domain() as [number, number];
      const visible = { first: lowerBound(times, start), last: upperBound(times, end) - 1 };
      const current = this.source === 'keyboard' ? this.active : -1;
      index = steppedIndex(current, action.by, times.length, visible);
    }
    if (index >= 0) this.moveTo(index, { announce: true, centre: true });
  }

  readonly onPointerMove = (event: PointerEvent) => {
    if (isTouchLike(event) || this.chart.pointerLocked() || this.chart.series.times.length === 0) return;
    const left = (event.currentTarget as Element).getBoundingClientRect().left;
    this.moveTo(this.nearest(this.chart.x.invert(event.clientX - left)), { announce: false, centre: false });
  };

  readonly onPointerLeave = (event: PointerEvent) => {
    if (this.source === 'pointer' && !isTouchLike(event)) this.clear();
  };

  readonly onBlur = () => {
    if (this.source === 'keyboard') this.clear();
  };

  private show(announce: boolean): void {
    const { series, x, y, layout, settings } = this.chart;
    const time = series.times[this.active];
    const value = series.values[this.active];
    const [start, end] = x.domain() as [number, number];
    if (time === undefined || value === undefined || time < start || time > end) {
      this.view.mark(null);
      this.tooltip.hide();
      return;
    }
    const kind = series.kinds[this.active]!;
    const px = x(time);
    const py = y(value);
    this.view.mark({ px, py, kind });
    const anomaly = series.source[this.active]?.anomaly;
    const lines = tooltipLines(time, value, settings.valueLabel, anomaly);
    if (series.imported[this.active]) lines.push('Imported (your own record)');
    this.tooltip.show(lines, TONES[kind]!, layout.margin.left + px, layout.margin.top + py, announce);
  }
}
