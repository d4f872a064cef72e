import { axisBottom, axisLeft, type ScaleLinear, type Selection, select } from 'd3';
import { axisLabelFontPx, axisTickLabels, formatAxisValue, formatDay } from './chart-labels';
import type { ChartLayout } from './chart-layout';
import { type ChartSeries, POINT_EXTREME, POINT_TREND } from './chart-series';
import { POINT_COLORS } from './chart-colors';
import { dayTicks } from './day-ticks';
import { type ChartBand, EventBandLayer } from './event-bands';
import type { VisibleWindow } from './visible-window';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Half the width of a `dd/mm/yyyy` label at the axis' font size. */
const HALF_DATE_LABEL_PX = 32;

export interface ViewFrame {
  readonly layout: ChartLayout;
  readonly x: ScaleLinear<number, number>;
  readonly y: ScaleLinear<number, number>;
  readonly window: VisibleWindow;
  readonly series: ChartSeries;
  readonly bands: readonly ChartBand[];
}

function colorOf(kind: number): string {
  if (kind === POINT_EXTREME) return POINT_COLORS.extreme;
  if (kind === POINT_TREND) return POINT_COLORS.trend;
  return POINT_COLORS.normal;
}

/** The SVG of a time-series chart, written directly with d3 (React only mounts the `<svg>`). */
export class TimeSeriesView {
  readonly overlay: SVGRectElement;
  private readonly svg: Selection<SVGSVGElement, unknown, null, undefined>;
  private readonly plot: Selection<SVGGElement, unknown, null, undefined>;
  private readonly clipRect: Selection<SVGRectElement, unknown, null, undefined>;
  private readonly xAxis: Selection<SVGGElement, unknown, null, undefined>;
  private readonly yAxis: Selection<SVGGElement, unknown, null, undefined>;
  private readonly line: Selection<SVGPathElement, unknown, null, undefined>;
  private readonly dots: Selection<SVGGElement, unknown, null, undefined>;
  private readonly marker: Selection<SVGCircleElement, unknown, null, undefined>;
  private readonly rule: Selection<SVGLineElement, unknown, null, undefined>;
  private readonly empty: Selection<SVGTextElement, unknown, null, undefined>;
  private readonly bandLayer: EventBandLayer;

  constructor(svgElement: SVGSVGElement, clipId: string) {
    this.svg = select(svgElement);
    this.svg.selectAll('*').remove();
    this.clipRect = this.svg.append('defs').append('clipPath').attr('id', clipId).append('rect');
    this.plot = this.svg.append('g');
    this.yAxis = this.plot.append('g').attr('class', 'ts-chart-axis ts-chart-axis--value');
    this.xAxis = this.plot.append('g').attr('class', 'ts-chart-axis ts-chart-axis--time');
    const clipped = this.plot.append('g').attr('clip-path', `url(#${clipId})`);
    this.rule = clipped.append('line').attr('class', 'ts-chart-rule').attr('visibility', 'hidden');
    this.line = clipped.append('path').attr('class', 'ts-chart-line');
    this.dots = clipped.append('g').attr('class', 'ts-chart-dots');
    this.marker = clipped
      .append('circle')
      .attr('class', 'ts-chart-marker')
      .attr('r', 6)
      .attr('visibility', 'hidden');
    this.empty = this.plot.append('text').attr('class', 'ts-chart-empty').attr('text-anchor', 'middle');
    this.overlay = document.createElementNS(SVG_NS, 'rect');
    this.overlay.setAttribute('class', 'ts-chart-overlay');
    this.plot.node()!.append(this.overlay);
    this.bandLayer = new EventBandLayer(clipped, this.plot);
  }

  draw({ layout, x, y, window, series, bands }: ViewFrame): void {
    const { margin, innerWidth, innerHeight } = layout;
    this.svg.attr('width', layout.width).attr('height', layout.height);
    this.plot.attr('transform', `translate(${margin.left},${margin.top})`);
    this.clipRect.attr('width', innerWidth).attr('height', innerHeight);
    this.overlay.setAttribute('width', String(innerWidth));
    this.overlay.setAttribute('height', String(innerHeight));
    this.rule.attr('y1', 0).attr('y2', innerHeight);
    this.empty
      .attr('x', innerWidth / 2)
      .attr('y', innerHeight / 2)
      .text(series.times.length === 0 ? 'No data to show yet' : '');

    this.drawAxes(layout, x, y);
    this.bandLayer.draw(bands, x, layout);
    this.line.attr('d', pathOf(series, window.line, x, y));
    this.dots
      .selectAll<SVGCircleElement, number>('circle')
      .data(window.dots, (index) => index)
      .join('circle')
      .attr('r', (index) => (series.kinds[index] ? 4.5 : series.imported[index] ? 3.5 : 2.5))
      .attr('fill', (index) =>
        series.imported[index] ? 'var(--color-surface)' : colorOf(series.kinds[index]!),
      )
      // Hollow, ringed in the point's colour: inline, over the stylesheet's navy ring of our checks.
      .style('stroke', (index) => (series.imported[index] ? colorOf(series.kinds[index]!) : null))
      .style('stroke-width', (index) => (series.imported[index] ? '1.5' : null))
      .attr('data-kind', (index) => (['normal', 'extreme', 'trend'] as const)[series.kinds[index]!]!)
      .attr('data-source', (index) => (series.imported[index] ? 'imported' : 'checked'))
      .attr('cx', (index) => x(series.times[index]!).toFixed(1))
      .attr('cy', (index) => y(series.values[index]!).toFixed(1));
  }

  /** Rings the point at `(px, py)` (plot coordinates) with a guide line, or hides both. */
  mark(point: { px: number; py: number; kind: number } | null): void {
    const visibility = point ? 'visible' : 'hidden';
    this.marker.attr('visibility', visibility);
    this.rule.attr('visibility', visibility);
    if (!point) return;
    this.marker.attr('cx', point.px).attr('cy', point.py).attr('fill', colorOf(point.kind));
    this.rule.attr('x1', point.px).attr('x2', point.px);
  }

  private drawAxes(
    layout: ChartLayout,
    x: ScaleLinear<number, number>,
    y: ScaleLinear<number, number>,
  ): void {
    const [start, end] = x.domain() as [number, number];
    const ticks = dayTicks(start, end, layout.maxTimeTicks);
    this.xAxis.attr('transform', `translate(0,${layout.innerHeight})`).call(
      axisBottom(x)
        .tickValues(ticks)
        .tickFormat((time) => formatDay(+time))
        .tickSizeOuter(0),
    );
    // A label near the edge of the chart is nudged inwards just enough to be read whole.
    this.xAxis.selectAll<SVGTextElement, number>('.tick text').attr('dx', (time) => {
      const px = x(time);
      const roomLeft = px + layout.margin.left;
      const roomRight = layout.innerWidth + layout.margin.right - px;
      if (roomLeft < HALF_DATE_LABEL_PX) return HALF_DATE_LABEL_PX - roomLeft;
      return roomRight < HALF_DATE_LABEL_PX ? roomRight - HALF_DATE_LABEL_PX : 0;
    });
    const valueTicks = y.ticks(layout.maxValueTicks);
    const labels = axisTickLabels(valueTicks);
    this.yAxis.call(
      axisLeft(y)
        .tickValues(valueTicks)
        .tickFormat((value, index) => labels[index] ?? formatAxisValue(+value))
        .tickSize(-layout.innerWidth)
        .tickPadding(6),
    );
    // Long labels of a deep zoom are set smaller rather than clipped by the left margin.
    const fontPx = axisLabelFontPx(labels);
    this.yAxis
      .selectAll<SVGTextElement, number>('.tick text')
      .style('font-size', () => (fontPx === 11 ? null : `${fontPx}px`));
  }
}

/** The line's `d` attribute, with the scales' linear maps inlined: this loop runs on every zoom step. */
function pathOf(
  series: ChartSeries,
  indices: Uint32Array,
  x: ScaleLinear<number, number>,
  y: ScaleLinear<number, number>,
): string {
  if (indices.length === 0) return '';
  const [x0, x1] = x.domain() as [number, number];
  const [xr0, xr1] = x.range() as [number, number];
  const [y0, y1] = y.domain() as [number, number];
  const [yr0, yr1] = y.range() as [number, number];
  const xs = x1 === x0 ? 0 : (xr1 - xr0) / (x1 - x0);
  const ys = y1 === y0 ? 0 : (yr1 - yr0) / (y1 - y0);
  const parts: string[] = new Array(indices.length);
  for (let k = 0; k < indices.length; k += 1) {
    const index = indices[k]!;
    const px = xr0 + (series.times[index]! - x0) * xs;
    const py = yr0 + (series.values[index]! - y0) * ys;
    parts[k] = `${k === 0 ? 'M' : 'L'}${px.toFixed(1)},${py.toFixed(1)}`;
  }
  // A lone point still shows: a zero-length segment with round caps draws a dot.
  return indices.length === 1 ? `${parts[0]}h0` : parts.join('');
}
