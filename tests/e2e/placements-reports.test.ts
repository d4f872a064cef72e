import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { screenshot, VIEWPORTS } from './support/pages';
import type { RunningServer } from './support/server';
import { sharedServer, signedInContext } from './support/shared-server';

describe.skipIf(!browserAvailable())(
  'placements and shared reports in Chromium against the real server',
  () => {
    let server: RunningServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let playlist: { id: string; name: string };
    let artistId: string;

    beforeAll(async () => {
      server = sharedServer();
      browser = await launchBrowser();
      context = await signedInContext(browser, 'user', { viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
      await page.goto('/');
      const answer = await (await page.request.get('/api/user/playlists')).json();
      const row = (answer.playlists as Array<Record<string, string>>).find(
        (entry) => entry.verdict === 'likely_botted',
      )!;
      playlist = { id: row.spotify_playlist_id!, name: row.playlist_name! };
      const analysis = await (await page.request.get(`/api/playlist/${playlist.id}/analysis`)).json();
      artistId = analysis.top_artists[0].spotify_id;
    });

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    it("lists the tracked playlists carrying a demo artist's tracks, with their grade", async () => {
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(`/artist/${artistId}`);
        const section = page.locator('section.placements');
        await section.locator('.placement-summary').waitFor();
        // Past placements are folded on phones: open the fold the way a reader would.
        const fold = section.locator('details.placement-past');
        if (
          (await fold.count()) > 0 &&
          !(await fold.evaluate((details) => (details as HTMLDetailsElement).open))
        )
          await fold.locator('summary').click();
        const link = section.getByRole('link', { name: playlist.name, exact: true }).first();
        await link.waitFor();
        expect(await link.getAttribute('href')).toBe(`/playlist/${playlist.id}`);
        const item = section
          .locator('li.placement')
          .filter({ has: page.getByRole('link', { name: playlist.name, exact: true }) })
          .first();
        expect(await item.locator('.verdict-pill').textContent()).toBe('Likely botted');
        expect(await item.textContent()).toMatch(/Added \d\d\/\d\d\/\d{4}/);
        expect(await item.textContent()).toMatch(/On the playlist|Removed \d\d\/\d\d\/\d{4}/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, viewport.name).toBeLessThanOrEqual(0);
        await section.scrollIntoViewIfNeeded();
        await screenshot(page, 'placements-artist');
      }
    });

    it('creates a share link that opens signed out as a page without script, and revokes it', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/playlist/${playlist.id}`);
      const section = page.locator('section.share-report');
      await section.getByRole('button', { name: 'Share report' }).click();
      const field = section.getByLabel('Your share link');
      await field.waitFor();
      const url = await field.inputValue();
      expect(url).toMatch(/\/report\/[A-Za-z0-9_-]{32}$/);
      await screenshot(page, 'share-report-created');
      const path = new URL(url).pathname;

      const visitor = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
      const reader = await visitor.newPage();
      for (const viewport of VIEWPORTS) {
        await reader.setViewportSize(viewport);
        const response = await reader.goto(path);
        expect(response?.status()).toBe(200);
        expect(await reader.getByRole('heading', { level: 1 }).textContent()).toBe(playlist.name);
        expect(await reader.locator('.report-pill').textContent()).toMatch(
          /^Likely botted · (low|medium|high) confidence$/,
        );
        expect(await reader.getByText(/^Data as of \d\d\/\d\d\/\d{4}$/).count()).toBe(1);
        expect(await reader.locator('script').count()).toBe(0);
        expect(await reader.locator('svg.report-chart rect').count()).toBeGreaterThan(0);
        expect(await reader.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
        const overflow = await reader.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, viewport.name).toBeLessThanOrEqual(0);
        await screenshot(reader, 'shared-report');
      }
      const image = await visitor.request.get(`${path}/og.png`);
      expect(image.headers()['content-type']).toBe('image/png');

      await section
        .getByRole('button', { name: /^Revoke link created/ })
        .first()
        .click();
      await section.getByLabel('Your share link').waitFor({ state: 'detached' });
      // A revoked link is gone, not unknown: 410 and its own words.
      expect((await reader.goto(path))?.status()).toBe(410);
      expect(await reader.getByRole('heading', { name: 'Report no longer available' }).count()).toBe(1);
      await visitor.close();
    });
  },
);
