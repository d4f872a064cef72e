// Chart speed (docs/architecture.md §10: 10,000 points render and zoom within one 16 ms frame),
// measured on the real TimeSeriesChart in Debian's Chromium: a Vite-built harness page mounts the chart
// and dispatches wheel events on its plot; timings are taken inside the page with performance.now().
import { chromium } from 'playwright-core';
import { benchmarkPoints, withManyAnomalies } from './support/chart-harness/chart-points';
import type { ChartPoint } from '../src/shared/charts/chart-series';
import type { ChartHarness } from './support/chart-harness/harness';
import { startChartHarness } from './support/chart-harness/harness-server';

const RUNS = 20;
const FRAME_MS = 16;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Timings = { script: number[]; withLayout: number[] };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function report(name: string, timings: Timings): boolean {
  const script = median(timings.script);
  const layout = median(timings.withLayout);
  const worst = Math.max(...timings.withLayout);
  const ok = layout <= FRAME_MS;
  console.log(
    `  ${name.padEnd(30)} median ${script.toFixed(2)} ms script, ${layout.toFixed(2)} ms with style+layout (worst ${worst.toFixed(2)} ms; target ≤ ${FRAME_MS} ms) ${ok ? 'OK' : 'MISS'}`,
  );
  return ok;
}

export default async function chartBench(): Promise<void> {
  const started = performance.now();
  const points = benchmarkPoints();
  const harness = await startChartHarness();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(harness.url);
    const call = (method: 'timeFirstRenders' | 'timeWheelSteps', data: ChartPoint[], runs = RUNS) =>
      page.evaluate(
        ([name, values, count]) =>
          (window as unknown as { chartHarness: ChartHarness }).chartHarness[name](values, count) as Timings,
        [method, data, runs] as const,
      );
    // The very first mount runs cold code, as on a page's first chart; then an untimed warm-up pass.
    const cold = (await call('timeFirstRenders', points, 1)).withLayout[0]!;
    await call('timeFirstRenders', points);
    await call('timeWheelSteps', points);
    const anomalies = points.filter((point) => point.anomaly).length;
    console.log(
      `TimeSeriesChart, ${points.length.toLocaleString('en-GB')} daily points (${anomalies} anomalies), 1280 px wide, median of ${RUNS} in Chromium; zoom steps are 2x wheel steps in to about a week and back out:`,
    );
    console.log(`  first render, cold (first mount on the page): ${cold.toFixed(2)} ms with style+layout`);
    const results = [
      report('first render (mount)', await call('timeFirstRenders', points)),
      report('zoom step (wheel event)', await call('timeWheelSteps', points)),
    ];
    const dense = withManyAnomalies(points, 10);
    console.log('  the same with every 10th point an anomaly (1,000 anomalies, every one drawn as a dot):');
    results.push(
      report('first render (mount)', await call('timeFirstRenders', dense)),
      report('zoom step (wheel event)', await call('timeWheelSteps', dense)),
    );
    if (results.includes(false)) process.exitCode = 1;
  } finally {
    await browser.close();
    await harness.close();
  }
  console.log(`(chart bench took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
