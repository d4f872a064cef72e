// In the browser: a chart read with a thumb at 375 px (a tap shows a value, the chosen preset is
// marked), and the dashboard as the morning view, each scanned by axe at 375 and 1280 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, scan } from './support/axe-scan';
import { browserAvailable, launchBrowser } from './support/browser';
import { SCREENSHOT_DIR, screenshot } from './support/pages';
import type { RunningServer } from './support/server';
import { sharedServer, signedInContext } from './support/shared-server';

const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } as const;

describe.skipIf(!browserAvailable())('charts for thumbs and the morning dashboard, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let playlist = '';

  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser();
    const context = await signedInContext(browser, 'user');
    const page = await context.newPage();
    await page.goto('/');
    const answer = (await (await page.request.get('/api/user/playlists')).json()) as {
      playlists: Array<{ spotify_playlist_id: string }>;
    };
    playlist = answer.playlists[0]!.spotify_playlist_id;
    await context.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function expectNoAxeFindings(page: Page): Promise<void> {
    const findings = await scan(page);
    expect(findings, describeFindings(findings)).toEqual([]);
  }

  it('shows a value on a tap at 375 px with touch, names the touch gestures and marks the chosen preset', async () => {
    const context = await signedInContext(browser, 'user', PHONE);
    const page = await context.newPage();
    await page.goto(`/playlist/${playlist}`);
    const chart = page.locator('figure.ts-chart').first();
    await chart.locator('.ts-chart-line').waitFor({ state: 'attached' });
    await chart.getByText('Tap for a value, drag to scrub, pinch to zoom, two fingers to pan').waitFor();
    const all = chart.getByRole('button', { name: 'All (whole range)' });
    expect(await all.getAttribute('aria-pressed')).toBe('true');

    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.locator('.ts-chart-box').boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.6, box.y + box.height / 2);
    const tooltip = chart.locator('.ts-chart-tooltip');
    await tooltip.waitFor({ state: 'visible' });
    expect(await tooltip.textContent()).toMatch(/^\d\d\/\d\d\/\d{4}Followers: [\d,]+/);

    await chart.getByRole('button', { name: '7d (last 7 days)' }).tap();
    await expect
      .poll(() => chart.getByRole('button', { name: '7d (last 7 days)' }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await all.getAttribute('aria-pressed')).toBe('false');
    await chart.screenshot({ path: `${SCREENSHOT_DIR}/thumbs-chart-375.png` });
    await screenshot(page, 'thumbs-playlist-375');
    await expectNoAxeFindings(page);
    await context.close();
  });

  for (const options of [PHONE, { viewport: { width: 1280, height: 900 } }] as const) {
    const width = options.viewport.width;
    it(`shows the dashboard's times, placements and sort orders at ${width} px, with no axe findings`, async () => {
      const context = await signedInContext(browser, 'user', options);
      const page = await context.newPage();
      await page.goto('/dashboard');
      const tracks = page.getByRole('table', { name: 'Tracks' });
      await tracks.waitFor();
      const times = await page.locator('.tracked-table time').allTextContents();
      expect(times.length).toBeGreaterThan(0);
      for (const time of times) expect(time).toMatch(/^(today|yesterday|\d\d\/\d\d\/\d{4}) \d\d:\d\d$/);
      expect(await tracks.getByRole('columnheader', { name: /Placements/ }).count()).toBe(1);
      expect(
        await page
          .getByRole('table', { name: 'Playlists' })
          .getByRole('columnheader', { name: /Grade/ })
          .count(),
      ).toBe(1);
      await page.getByRole('button', { name: 'Sort by 7-day change in percent' }).first().click();
      expect(
        await page
          .getByRole('button', { name: 'Sort by 7-day change in percent' })
          .first()
          .getAttribute('aria-pressed'),
      ).toBe('true');
      await screenshot(page, `thumbs-dashboard-${width}`);
      await expectNoAxeFindings(page);
      if (width === 1280) {
        await page.goto(`/playlist/${playlist}`);
        await page.locator('figure.ts-chart .ts-chart-line').first().waitFor({ state: 'attached' });
        await page
          .getByText(
            'Hover for a value, scroll or pinch to zoom, drag to pan, double-click to reset the zoom',
          )
          .first()
          .waitFor();
        await screenshot(page, 'thumbs-playlist-1280');
        await expectNoAxeFindings(page);
      }
      await context.close();
    });
  }
});
