// A look at the real chart in Chromium at phone and desktop widths: writes PNGs to /tmp/chart-*.png.
// Run: npx tsx bench/support/chart-harness/take-screenshots.ts
import { chromium } from 'playwright-core';
import type { ChartPoint } from '../../../src/shared/charts/chart-series';
import { benchmarkPoints } from './chart-points';
import type { ChartHarness, ShowOptions } from './harness';
import { startChartHarness } from './harness-server';

const harness = await startChartHarness();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const year = benchmarkPoints(365, 11);
const long = benchmarkPoints();
const firstAnomaly = year.find((point) => point.anomaly)?.at as string | undefined;

async function shot(
  name: string,
  width: number,
  points: ChartPoint[],
  options: ShowOptions,
  hoverAt?: number,
) {
  const page = await browser.newPage({ viewport: { width, height: 720 } });
  await page.goto(harness.url);
  await page.evaluate(
    ([p, o]) => (window as unknown as { chartHarness: ChartHarness }).chartHarness.show(p, o),
    [points, options] as const,
  );
  if (hoverAt !== undefined) {
    const box = (await page.locator('.ts-chart-overlay').boundingBox())!;
    await page.mouse.move(box.x + box.width * hoverAt, box.y + box.height / 2);
  }
  if (options.focusDate) await page.locator('.ts-chart-focusable').focus();
  await page.screenshot({ path: `/tmp/chart-${name}.png` });
  await page.close();
  console.log(`/tmp/chart-${name}.png`);
}

try {
  for (const width of [375, 1280]) {
    await shot(`${width}-year`, width, year, { aspect: true, bars: true }, 0.97);
    await shot(`${width}-long`, width, long, {}, 0.5);
    if (firstAnomaly) await shot(`${width}-focus`, width, year, { focusDate: firstAnomaly });
    await shot(
      `${width}-zoomed`,
      width,
      year,
      { zoom: ['2020-03-01T00:00:00Z', '2020-03-20T00:00:00Z'] },
      0.02,
    );
  }
} finally {
  await browser.close();
  await harness.close();
}
