import { type ScaleLinear, scaleLinear, type ZoomTransform } from 'd3';
import { chartKeyAction } from './chart-keys';
import { type ChartLayout, chartLayout } from './chart-layout';
import { type ChartPoint, type ChartSeries, toChartSeries } from './chart-series';
import { ChartTooltip } from './chart-tooltip';
import { ChartZoom } from './chart-zoom';
import { DAY_MS } from './day-ticks';
import { PointCursor } from './point-cursor';
import { presetWindow } from './range-presets';
import { TimeSeriesView } from './time-series-view';
import { TouchGestures } from './touch-gestures';
import type { ChartBand } from './event-bands';
import { visibleWindow } from './visible-window';
import { focusWindow, maxZoomScale, zoomFor } from './zoom-geometry';

/** After a zoom gesture the pointer tooltip stays off this long, so it does not flicker mid-gesture. */
export const POST_ZOOM_LOCK_MS = 500;
/** `onZoomComplete` fires once the view has been still this long. */
export const ZOOM_COMPLETE_DEBOUNCE_MS = 250;
/** Without layout (tests, a hidden tab) the chart draws at this width. */
export const FALLBACK_WIDTH_PX = 640;

export interface ChartElements {
  readonly box: HTMLElement;
  readonly focusable: HTMLElement;
  readonly svg: SVGSVGElement;
  readonly tooltip: HTMLElement;
  readonly live: HTMLElement;
  readonly clipId: string;
}

export interface ChartSettings {
  valueLabel: string;
  fallbackHeight: number;
  onZoomComplete?: ((domain: readonly [Date, Date]) => void) | undefined;
  /** A finger or pen touched the chart (the hint switches to the touch gestures). */
  onTouch?: (() => void) | undefined;
  /** The view moved: whether it still shows the chosen range preset's window. */
  onViewChange?: ((showsPreset: boolean) => void) | undefined;
}

/** Owns one chart's state and DOM once React has mounted it: data, size, zoom, tooltip, keys. */
export class TimeSeriesController {
  series: ChartSeries = toChartSeries([]);
  bands: readonly ChartBand[] = [];
  layout: ChartLayout;
  private fullDomain: readonly [number, number] = [0, DAY_MS];
  private readonly base: ScaleLinear<number, number> = scaleLinear();
  x: ScaleLinear<number, number> = scaleLinear();
  y: ScaleLinear<number, number> = scaleLinear();
  private readonly view: TimeSeriesView;
  private readonly zoom: ChartZoom;
  private readonly cursor: PointCursor;
  private readonly touch: TouchGestures;
  /** The chosen range preset, in days back from the last point; null for the whole range. */
  private presetDays: number | null = null;
  private lockedUntil = 0;
  private completeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly elements: ChartElements,
    readonly settings: ChartSettings,
  ) {
    this.layout = this.measure();
    this.view = new TimeSeriesView(elements.svg, elements.clipId);
    this.cursor = new PointCursor(
      this,
      this.view,
      new ChartTooltip(elements.box, elements.tooltip, elements.live),
    );
    this.zoom = new ChartZoom(this.view.overlay, {
      onZoom: (transform, byUser) => this.onZoom(transform, byUser),
      onGestureEnd: (byUser) => {
        if (byUser) this.lockedUntil = performance.now() + POST_ZOOM_LOCK_MS;
      },
    });
    this.touch = new TouchGestures(this.view.overlay, {
      timeScale: () => this.x,
      scrubTo: (plotX) => this.cursor.scrubTo(plotX),
      zoomTo: (start, end) => this.zoomTo(start, end),
      touched: () => this.settings.onTouch?.(),
    });
    this.listen();
    this.configure();
  }

  /** Shades these stretches behind the line (follower events). */
  setBands(bands: readonly ChartBand[]): void {
    this.bands = bands;
    this.render();
  }

  setPoints(points: readonly ChartPoint[]): void {
    this.series = toChartSeries(points);
    const { times } = this.series;
    const first = times[0] ?? 0;
    const last = times[times.length - 1] ?? first;
    // A single day (or point) is padded to a day so it sits mid-plot instead of on an edge.
    this.fullDomain = last - first > 0 ? [first, last] : [first - DAY_MS / 2, last + DAY_MS / 2];
    this.cursor.clear();
    this.configure(true);
    if (this.presetDays !== null) this.showPreset(false);
  }

  /** The container changed size. */
  resize(): void {
    const next = this.measure();
    if (next.width === this.layout.width && next.height === this.layout.height) return;
    this.layout = next;
    this.configure();
  }

  domain(): readonly [Date, Date] {
    const [start, end] = this.x.domain() as [number, number];
    return [new Date(start), new Date(end)];
  }

  /** Shows `[start, end]`, kept within the data's range and no shorter than a day. */
  zoomTo(start: number, end: number, byUser = true): void {
    const { k, x } = zoomFor(start, end, this.fullDomain, this.layout.innerWidth);
    this.zoom.apply(k, x, byUser);
  }

  /** Zooms by `factor` around the time `centre` (the view's middle when omitted). */
  zoomAround(factor: number, centre?: number): void {
    const [start, end] = this.x.domain() as [number, number];
    const middle = centre ?? (start + end) / 2;
    const span = (end - start) / factor;
    this.zoomTo(middle - span / 2, middle + span / 2);
  }

  /** Keeps the zoom and moves the view so `time` sits in its middle. */
  centreOn(time: number, byUser: boolean): void {
    const [start, end] = this.x.domain() as [number, number];
    const span = end - start;
    this.zoomTo(time - span / 2, time + span / 2, byUser);
  }

  /** Back to the chosen range preset's window (the whole range until one is chosen). */
  resetZoom(): void {
    this.showPreset(true);
  }

  /**
   * Chooses a range preset and shows it: the last `days` of the data, or all of it when `days` is
   * null. Reset zoom comes back to it.
   */
  showLast(days: number | null): void {
    this.presetDays = days;
    this.showPreset(true);
  }

  /** Whether the view is the chosen preset's window, not zoomed or moved away from it. */
  showsPreset(): boolean {
    const [start, end] = this.x.domain() as [number, number];
    const [presetStart, presetEnd] = presetWindow(this.presetDays, this.fullDomain);
    const tolerance = (presetEnd - presetStart) * 0.005 + 1;
    return Math.abs(start - presetStart) <= tolerance && Math.abs(end - presetEnd) <= tolerance;
  }

  private showPreset(byUser: boolean): void {
    if (this.presetDays === null) {
      this.zoom.apply(1, 0, byUser);
      return;
    }
    const [start, end] = presetWindow(this.presetDays, this.fullDomain);
    this.zoomTo(start, end, byUser);
  }

  /** Highlights and centres the point nearest `time`, zooming in when the whole range is in view. */
  focusOn(time: number): void {
    if (this.series.times.length === 0) return;
    const [start, end] = focusWindow(time, this.x.domain() as [number, number], this.fullDomain);
    this.zoomTo(start, end, false);
    this.cursor.moveTo(this.cursor.nearest(time), { announce: true, centre: false });
  }

  pointerLocked(): boolean {
    return performance.now() < this.lockedUntil;
  }

  destroy(): void {
    clearTimeout(this.completeTimer);
    this.zoom.destroy();
    this.touch.destroy();
    this.elements.focusable.removeEventListener('keydown', this.onKeyDown);
    this.elements.focusable.removeEventListener('blur', this.cursor.onBlur);
  }

  private measure(): ChartLayout {
    const { box } = this.elements;
    return chartLayout(
      box.clientWidth || FALLBACK_WIDTH_PX,
      box.clientHeight || this.settings.fallbackHeight,
    );
  }

  /** Applies the size and range to the scales and the zoom, which redraws (on the whole range if `reset`). */
  private configure(reset = false): void {
    this.base.domain(this.fullDomain).range([0, this.layout.innerWidth]);
    const [first, last] = this.fullDomain;
    this.zoom.configure(this.layout.innerWidth, this.layout.innerHeight, maxZoomScale(last - first), reset);
  }

  private onZoom(transform: ZoomTransform, byUser: boolean): void {
    this.render(transform);
    this.settings.onViewChange?.(this.showsPreset());
    if (!byUser) return;
    this.lockedUntil = performance.now() + POST_ZOOM_LOCK_MS;
    this.cursor.hideForPointer();
    clearTimeout(this.completeTimer);
    this.completeTimer = setTimeout(
      () => this.settings.onZoomComplete?.(this.domain()),
      ZOOM_COMPLETE_DEBOUNCE_MS,
    );
  }

  private render(transform: ZoomTransform = this.zoom.transform): void {
    const { layout } = this;
    this.x = transform.rescaleX(this.base);
    const [start, end] = this.x.domain() as [number, number];
    const window = visibleWindow(this.series, start, end, layout.innerWidth);
    this.y = scaleLinear()
      .domain(window.valueExtent)
      .range([layout.innerHeight, 0])
      .nice(layout.maxValueTicks);
    this.view.draw({ layout, x: this.x, y: this.y, window, series: this.series, bands: this.bands });
    this.cursor.redraw();
  }

  private listen(): void {
    const overlay = this.view.overlay;
    overlay.addEventListener('pointermove', this.cursor.onPointerMove);
    overlay.addEventListener('pointerleave', this.cursor.onPointerLeave);
    overlay.addEventListener('dblclick', () => this.resetZoom());
    this.elements.focusable.addEventListener('keydown', this.onKeyDown);
    this.elements.focusable.addEventListener('blur', this.cursor.onBlur);
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = chartKeyAction(event.key);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'zoom') this.zoomAround(action.factor, this.cursor.activeTime());
    else if (action.kind === 'reset') this.resetZoom();
    else this.cursor.onKeyAction(action);
  };
}
