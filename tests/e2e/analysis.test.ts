import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { VIEWPORTS } from './support/pages';
import type { RunningServer } from './support/server';
import { sharedServer, signedInContext } from './support/shared-server';

const SCREENSHOTS = '/tmp/analysis-ui';

describe.skipIf(!browserAvailable())('the playlist analysis in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedInPage(width: number, height: number): Promise<{ page: Page; requested: string[] }> {
    const context = await signedInContext(browser, 'user', { viewport: { width, height } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    return { page, requested };
  }

  /** A playlist the demo user tracks whose follower history reads as likely botted. */
  async function bottedDemoPlaylist(page: Page): Promise<string> {
    const id = await page.evaluate(async () => {
      const { playlists } = await (await fetch('/api/user/playlists')).json();
      for (const row of playlists as Array<{ spotify_playlist_id: string }>) {
        const info = await (await fetch(`/api/playlist/${row.spotify_playlist_id}`)).json();
        if (info.chart_analysis?.verdict === 'likely_botted') return row.spotify_playlist_id;
      }
      return null;
    });
    if (!id) throw new Error('the demo user tracks no likely-botted playlist');
    return id;
  }

  it('shows the written analysis and the analysis view of a botted demo playlist', async () => {
    for (const viewport of [...VIEWPORTS].reverse()) {
      const { page, requested } = await signedInPage(viewport.width, viewport.height);
      await page.waitForLoadState('networkidle');
      // marked and DOMPurify never load on the home page.
      expect(requested.filter((url) => /analysis-markdown|purify|marked/.test(url))).toEqual([]);

      const id = await bottedDemoPlaylist(page);
      await page.goto(`/playlist/${id}`);
      const section = page.locator('section.detailed-analysis');
      await section.getByRole('heading', { level: 2, name: 'Our Detailed Analysis' }).waitFor();
      await section.locator('.analysis-markdown h3').first().waitFor({ timeout: 60_000 });
      const headings = await section.locator('.analysis-markdown h3').allTextContents();
      expect(headings).toContain('Summary');
      expect(await section.locator('.analysis-markdown strong').first().textContent()).toContain('Verdict');
      expect(await section.locator('.analysis-markdown li').count()).toBeGreaterThan(0);
      expect(await section.getByRole('alert').count()).toBe(0);
      await page.screenshot({ path: `${SCREENSHOTS}-playlist-${viewport.width}.png`, fullPage: true });
      await section.evaluate((element) => element.scrollIntoView());
      await page.screenshot({ path: `${SCREENSHOTS}-section-${viewport.width}.png` });

      await section.getByRole('link', { name: 'See the playlist analysis' }).click();
      await page.waitForURL(`**/playlist/${id}/analysis`);
      await page.getByRole('heading', { level: 1, name: / analysis$/ }).waitFor();
      await page.locator('figure.bar-chart').nth(2).waitFor();
      expect(await page.locator('figure.bar-chart').count()).toBe(3);
      for (const name of [
        'Track popularity distribution',
        'Track age distribution',
        'Stays on the playlist by length',
      ]) {
        await page.getByRole('img', { name }).waitFor();
      }
      const artist = page.locator('.analysis-top-artists a').first();
      expect(await artist.getAttribute('href')).toMatch(/^\/artist\/[0-9A-Za-z]{22}$/);
      await page.screenshot({ path: `${SCREENSHOTS}-view-${viewport.width}.png`, fullPage: true });
      await page.context().close();
    }
  });
});
