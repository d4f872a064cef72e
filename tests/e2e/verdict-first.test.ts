// Verdict first (issue 35), in Chromium against the server on `npm start`'s defaults: the grade above
// the fold on a playlist page at 375 and 1280 px, one size per follower event in the page's list,
// its summaries and its shared report, and the report's start → end caption.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { screenshot, signedInAppReady, VIEWPORTS } from './support/pages';
import type { RunningServer } from './support/server';
import { sharedServer, signedInContext } from './support/shared-server';

/** The demo's burst-and-purge playlist, named in the issue. */
const PLAYLIST_NAME = 'Chill Essentials';

describe.skipIf(!browserAvailable())('verdict first, in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let playlistId = '';

  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser();
    context = await signedInContext(browser, 'user');
    page = await context.newPage();
    await page.goto('/');
    const answer = await (await page.request.get('/api/user/playlists')).json();
    const rows = answer.playlists as Array<{ spotify_playlist_id: string; playlist_name: string }>;
    playlistId = rows.find((row) => row.playlist_name === PLAYLIST_NAME)!.spotify_playlist_id;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the grade, its confidence and first reason beside the name, above the fold, at 375 and 1280 px', async () => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`/playlist/${playlistId}`);
      await signedInAppReady(page);
      const grade = page.locator('.item-hero .header-grade');
      await grade.waitFor();
      expect(await grade.textContent()).toMatch(
        /^Bot check Likely botted · (low|medium|high) confidence .+ See the full check$/,
      );
      expect(await grade.getAttribute('href')).toBe('#bot-check-title');
      const box = (await grade.boundingBox())!;
      expect(box.y + box.height, viewport.name).toBeLessThanOrEqual(viewport.height);
      await screenshot(page, 'verdict-first-header');
      // The link leads to the full check.
      await grade.click();
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#bot-check-title');
    }
  });

  it("leads from the analysis view's header grade to the full check, scrolled into view", async () => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`/playlist/${playlistId}/analysis`);
      const grade = page.locator('.header-grade');
      await grade.waitFor();
      expect(await grade.getAttribute('href')).toBe(`/playlist/${playlistId}#bot-check-title`);
      await grade.click();
      await page.waitForURL(`**/playlist/${playlistId}#bot-check-title`);
      // The check is drawn after its data arrives, and the chart above it after that: still in view.
      const inView = () =>
        page
          .locator('#bot-check-title')
          .evaluate(
            (heading) => {
              const { top } = heading.getBoundingClientRect();
              return top >= 0 && top < window.innerHeight / 2;
            },
            undefined,
            { timeout: 1000 },
          )
          .catch(() => false);
      await expect.poll(inView, { timeout: 15_000 }).toBe(true);
      await page.waitForTimeout(1500);
      expect(await inView(), viewport.name).toBe(true);
    }
  });

  it('sizes each event once: the same figure in the list, the summaries and the report, whose caption says start → end', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/playlist/${playlistId}`);
    const check = page.locator('section.bot-check');
    await check.locator('.anomaly-change').first().waitFor();
    const sizes = await check.locator('.anomaly-change').allTextContents();
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes)
      expect(size).toMatch(/^[+-][\d,]+ in \d+ days?, [+-]?\d+% of the audience before it$/);
    const summary = (await check.locator('.bot-check-summary:not(.bot-check-combined)').textContent())!;
    for (const size of sizes) expect(summary).toContain(size);

    // The written analysis names the biggest event by the same figure.
    const written = page.locator('section.detailed-analysis .analysis-markdown');
    await written.locator('h3').first().waitFor({ timeout: 60_000 });
    const biggest = [...sizes].sort((a, b) => magnitude(b) - magnitude(a))[0]!;
    expect(await written.textContent()).toContain(`the biggest was the`);
    expect(await written.textContent()).toContain(biggest);

    const history = await (await page.request.get(`/api/playlist/${playlistId}/followers-history`)).json();
    const counts = (history.data as Array<{ followers: number }>).map((point) => point.followers);

    const share = page.locator('section.share-report');
    await share.getByRole('button', { name: 'Share report' }).click();
    const field = share.getByLabel('Your share link');
    await field.waitFor();
    const path = new URL(await field.inputValue()).pathname;
    const visitor = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    const reader = await visitor.newPage();
    try {
      for (const viewport of VIEWPORTS) {
        await reader.setViewportSize(viewport);
        await reader.goto(path);
        const table = (await reader.locator('table.report-events').textContent())!;
        for (const size of sizes) expect(table).toContain(size);
        const caption = (await reader.locator('.report-caption').textContent())!;
        const [first, last] = [counts[0]!, counts[counts.length - 1]!].map((count) =>
          count.toLocaleString('en-US'),
        );
        expect(caption).toMatch(
          new RegExp(
            `: ${first} → ${last} followers(, peak [\\d,]+ on \\d\\d/\\d\\d/\\d{4}| \\(the peak\\))\\.$`,
          ),
        );
        expect(await reader.locator('svg.report-chart .report-chart-tick').count()).toBeGreaterThanOrEqual(3);
        // The events table fits: its sizes wrap instead of running off a phone's screen.
        expect(
          await reader.locator('.report-table-wrap').evaluate((wrap) => wrap.scrollWidth <= wrap.clientWidth),
          viewport.name,
        ).toBe(true);
        // The scale stays readable where the chart shrinks to a phone's width.
        for (const label of ['.report-chart-tick', '.report-chart-date']) {
          const height = await reader
            .locator(`svg.report-chart ${label}`)
            .first()
            .evaluate((text) => text.getBoundingClientRect().height);
          expect(height, `${label} at ${viewport.name}`).toBeGreaterThanOrEqual(11);
        }
        await reader.locator('svg.report-chart').scrollIntoViewIfNeeded();
        await screenshot(reader, 'verdict-first-report');
      }
    } finally {
      await visitor.close();
      // Leave the shared demo account as it was: the link revoked.
      await share
        .getByRole('button', { name: /^Revoke link created/ })
        .first()
        .click();
      await field.waitFor({ state: 'detached' });
    }
  });
});

/** `'+51,460 in 3 days, …'` → 51460. */
function magnitude(size: string): number {
  return Number(size.slice(1, size.indexOf(' ')).replace(/,/g, ''));
}
