// A page that renders the real TimeSeriesChart and exposes timing and display hooks on `window`, for
// bench/chart.bench.ts and the screenshot check. Built with Vite, driven by playwright-core.
import '../../../src/styles/index.css';
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
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
}

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

(window as unknown as { chartHarness: ChartHarness }).chartHarness = { timeFirstRenders, timeWheelSteps, show };
