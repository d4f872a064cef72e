// A page that renders the real TimeSeriesChart and exposes timing and display hooks on `window`, for
// bench/chart.bench.ts and the screenshot check. Built with Vite, driven by playwright-core.
import '../../../src/styles/index.css';
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { BarChart, barsFromCounts } from '../../../src/shared/charts/bar-chart';
import { CHART_COLORS } from '../../../src/shared/charts/chart-colors';
import type { ChartPoint } from '../../../src/shared/charts/chart-series';
import { TimeSeriesChart, type TimeSeriesChartHandle } from '../../../src/shared/charts/time-series-chart';

export interface ChartHarness {
  /** Renders the chart `runs` times into a fresh root; ms per synchronous mount (and with layout). */
  timeFirstRenders(points: readonly ChartPoint[], runs: number): { script: number[]; withLayout: number[] };
  /** Mounts the chart once, then times `runs` wheel steps dispatched on its plot (zooming in, then out). */
  timeWheelSteps(points: readonly ChartPoint[], runs: number): { script: number[]; withLayout: number[] };
  /** Mounts the chart for a look: optionally zoomed to `[zoomFrom, zoomTo]` and focused on a date. */
  show(points: readonly ChartPoint[], options: ShowOptions): void;
}

export interface ShowOptions {
  readonly aspect?: boolean;
  readonly focusDate?: string;
  readonly zoom?: readonly [string, string];
  /** Also shows the playlist analysis' three bar charts below. */
  readonly bars?: boolean;
}

const DISTRIBUTIONS: { label: string; color: string; counts: Record<string, number> }[] = [
  {
    label: 'Popularity distribution',
    color: CHART_COLORS.popularity,
    counts: { '0-19': 4, '20-39': 11, '40-59': 27, '60-79': 14, '80-100': 2 },
  },
  {
    label: 'Age distribution',
    color: CHART_COLORS.age,
    counts: { '0-6 months': 21, '6-12 months': 9, '1-2 years': 12, '2-5 years': 6, '5+ years': 0 },
  },
  {
    label: 'Longevity distribution',
    color: CHART_COLORS.longevity,
    counts: {
      '0-7 days': 3,
      '7-30 days': 18,
      '30-90 days': 25,
      '90-180 days': 7,
      '180-365 days': 4,
      '365+ days': 1,
    },
  },
];

const stage = document.getElementById('stage')!;
let root: Root | null = null;
const handle = createRef<TimeSeriesChartHandle>();

function mount(points: readonly ChartPoint[], options: ShowOptions = {}): void {
  root?.unmount();
  stage.replaceChildren();
  root = createRoot(stage);
  flushSync(() =>
    root!.render(
      <TimeSeriesChart
        ref={handle}
        points={points}
        label="Followers over time"
        valueLabel="Followers"
        color={CHART_COLORS.followers}
        aspect={options.aspect ? { width: 960, height: 480 } : undefined}
        focusDate={options.focusDate}
      />,
    ),
  );
  if (!options.bars) return;
  const below = document.createElement('div');
  stage.append(below);
  flushSync(() =>
    createRoot(below).render(
      DISTRIBUTIONS.map((chart) => (
        <section key={chart.label} style={{ marginTop: 24 }}>
          <h3>{chart.label}</h3>
          <BarChart
            bars={barsFromCounts(chart.counts)}
            label={chart.label}
            valueLabel="Tracks"
            color={chart.color}
          />
        </section>
      )),
    ),
  );
}

/** Reading a layout property makes the browser finish style and layout for what was just drawn. */
const forceLayout = () => stage.getBoundingClientRect().height + stage.offsetHeight;

function timeFirstRenders(points: readonly ChartPoint[], runs: number) {
  const script: number[] = [];
  const withLayout: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    root?.unmount();
    root = null;
    stage.replaceChildren();
    forceLayout();
    const started = performance.now();
    mount(points);
    script.push(performance.now() - started);
    forceLayout();
    withLayout.push(performance.now() - started);
  }
  return { script, withLayout };
}

function timeWheelSteps(points: readonly ChartPoint[], runs: number) {
  mount(points);
  forceLayout();
  const overlay = stage.querySelector<SVGRectElement>('.ts-chart-overlay')!;
  const box = overlay.getBoundingClientRect();
  const script: number[] = [];
  const withLayout: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // 500 wheel units is a 2x zoom: half the runs zoom in to about a week of the range, the rest back out.
    const zoomIn = run < runs / 2;
    const wheel = new WheelEvent('wheel', {
      deltaY: zoomIn ? -500 : 500,
      clientX: box.left + box.width * (0.3 + 0.4 * (run / runs)),
      clientY: box.top + box.height / 2,
      bubbles: true,
      cancelable: true,
    });
    const started = performance.now();
    overlay.dispatchEvent(wheel);
    script.push(performance.now() - started);
    forceLayout();
    withLayout.push(performance.now() - started);
  }
  return { script, withLayout };
}

function show(points: readonly ChartPoint[], options: ShowOptions): void {
  mount(points, options);
  if (options.zoom) handle.current?.zoomTo(new Date(options.zoom[0]), new Date(options.zoom[1]));
}

(window as unknown as { chartHarness: ChartHarness }).chartHarness = {
  timeFirstRenders,
  timeWheelSteps,
  show,
};
