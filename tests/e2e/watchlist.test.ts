import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { screenshot, VIEWPORTS } from './support/pages';
import { sharedServer, signedInContext } from './support/shared-server';

const URL_BOX = 'Track a Spotify playlist, track or artist';

describe.skipIf(!browserAvailable())(
  'the dashboard as a watchlist, in Chromium against the real server',
  () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      sharedServer();
      browser = await launchBrowser();
    });

    afterAll(async () => {
      await context?.close();
      await browser?.close();
    });

    /** `withClock`: the test drives the page's timers (page.clock) instead of waiting them out. */
    async function dashboard(width = 1280, withClock = false): Promise<Page> {
      await context?.close();
      context = await signedInContext(browser, 'user', { viewport: { width, height: 900 } });
      page = await context.newPage();
      if (withClock) await page.clock.install();
      await page.goto('/dashboard');
      await table('Artists').waitFor();
      return page;
    }

    const table = (name: string): Locator => page.getByRole('table', { name });
    const trackedArtistIds = () =>
      page.evaluate(async () => {
        const answer = await (await fetch('/api/user/artists')).json();
        return (answer.artists as Array<{ spotify_artist_id: string }>).map((row) => row.spotify_artist_id);
      });

    it('shows followers, 7- and 30-day changes and a sparkline on every artist row', async () => {
      await dashboard();
      const headers = await table('Artists').getByRole('columnheader').allTextContents();
      expect(headers.map((text) => text.replace(/[▲▼↕]/g, '').trim())).toEqual([
        'Name',
        'Followers',
        '7-day change%',
        '30-day change%',
        'Popularity',
        'Placements',
        'Last checked',
        'Actions',
      ]);
      const first = table('Artists').locator('tbody tr').first();
      await first.getByRole('img', { name: /^Followers over the last 30 days: [\d,]+ to [\d,]+$/ }).waitFor();
      const cells = await first.locator('td').allTextContents();
      // The demo's year of history: every window has a reading that old; absolute first, then percent.
      expect(cells[1]).toMatch(/^[\d,]+$/);
      expect(cells[2]).toMatch(
        /^[▲▼]?\s?(0|[+-][\d,]+) \((0\.00%|[+-][\d.]+%|[<>] -?0\.0001%)\) followers in 7 days$/,
      );
      expect(cells[3]).toMatch(/ followers in 30 days$/);
      expect(await table('Tracks').locator('tbody tr td').nth(3).textContent()).toMatch(
        /pts? popularity in 7 days$/,
      );
    });

    it('takes a stopped row out at once, brings it back on Undo, and stops it when the window ends', async () => {
      await dashboard(1280, true);
      const link = table('Artists').locator('tbody tr').first().getByRole('link');
      const name = (await link.textContent())!;
      const id = (await link.getAttribute('href'))!.split('/').pop()!;
      const stop = () =>
        table('Artists')
          .getByRole('button', { name: `Stop tracking ${name}` })
          .click();

      await stop();
      await page.getByText(`Stopped tracking ${name}.`).waitFor();
      expect(await table('Artists').getByRole('link', { name }).count()).toBe(0);
      await page.getByRole('button', { name: `Undo: keep tracking ${name}` }).click();
      await table('Artists').getByRole('link', { name }).waitFor();
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
      });
      await page.clock.runFor(5500); // past the undo window: no stop goes out
      expect(await trackedArtistIds()).toContain(id);
      expect(sent).toEqual([]);

      await stop();
      await page.clock.runFor(5500);
      await page.getByText('Stopped tracking the artist!').waitFor({ timeout: 10_000 });
      expect(await trackedArtistIds()).not.toContain(id);

      // Put the shared demo account back, then try adding it twice.
      await page.getByLabel(URL_BOX).fill(`https://open.spotify.com/artist/${id}`);
      await page.getByLabel(URL_BOX).press('Enter');
      await page.getByText('Started tracking the artist!').waitFor();
      await table('Artists').getByRole('link', { name }).waitFor({ timeout: 10_000 });
      await page.getByLabel(URL_BOX).fill(`https://open.spotify.com/artist/${id}`);
      await page.getByLabel(URL_BOX).press('Enter');
      expect(await page.getByRole('alert').textContent()).toContain('You already track this artist.');
    });

    it('filters every table by name', async () => {
      await dashboard();
      const name = (await table('Artists').locator('tbody tr').first().getByRole('link').textContent())!;
      await page.getByLabel('Filter').fill(name.slice(0, 6).toUpperCase());
      expect(await table('Artists').getByRole('link', { name }).count()).toBe(1);
      await page.getByLabel('Filter').fill('no item is called this');
      await page.getByText('No artists match “no item is called this”.').waitFor();
    });

    it('saves screenshots of the watchlist at 375 px and 1280 px', async () => {
      for (const viewport of VIEWPORTS) {
        await dashboard(viewport.width);
        await screenshot(page, 'watchlist');
        await page.screenshot({ path: `/tmp/lists-e2e-watchlist-${viewport.width}.png`, fullPage: true });
      }
    });
  },
);
