// In the browser: item pages put their numbers first (metric cards, then charts, then the
// details), the charts' range presets and anomaly picking, and errors that say what went wrong.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { acceptCookies, openMenu, screenshot, VIEWPORTS } from './support/pages';
import type { RunningServer } from './support/server';
import { ReusedTab } from './support/reused-tab';
import { sharedServer, signedInContext, signedInState } from './support/shared-server';

type Kind = 'artist' | 'track' | 'playlist';
const DAY_MS = 86_400_000;

describe.skipIf(!browserAvailable())(
  'numbers first on the item pages, in Chromium against the real server',
  () => {
    let server: RunningServer;
    let browser: Browser;
    const tracked: Partial<Record<Kind, string>> = {};
    let bottedPlaylist = '';
    let tab: ReusedTab;

    beforeAll(async () => {
      server = sharedServer();
      browser = await launchBrowser();
      const context = await signedInContext(browser, 'user');
      const page = await context.newPage();
      await page.goto('/');
      const list = async (path: string, key: string) =>
        ((await (await page.request.get(path)).json()) as Record<string, Array<Record<string, string>>>)[
          key
        ]!;
      tracked.artist = (await list('/api/user/artists', 'artists'))[0]!.spotify_artist_id;
      tracked.track = (await list('/api/user/tracks', 'tracks'))[0]!.spotify_track_id;
      const playlists = (await list('/api/user/playlists', 'playlists')).map(
        (row) => row.spotify_playlist_id!,
      );
      tracked.playlist = playlists[0];
      for (const id of playlists) {
        const history = await (await page.request.get(`/api/playlist/${id}/followers-history`)).json();
        if ((history.anomaly_type as unknown[]).includes('extreme')) {
          bottedPlaylist = id;
          break;
        }
      }
      await context.close();
      tab = new ReusedTab(browser, server.baseUrl);
    });

    afterAll(async () => {
      await tab?.close();
      await browser?.close();
      await server?.stop();
    });

    const signedIn = (width: number, height: number): Promise<Page> =>
      tab.fresh({ viewport: { width, height }, storageState: signedInState('user') });

    const signedOut = (width: number, height: number): Promise<Page> =>
      tab.fresh({ viewport: { width, height } });

    const top = async (locator: Locator) => (await locator.first().boundingBox())!.y;

    for (const viewport of VIEWPORTS) {
      it(`puts the metric cards above the first chart, and the chart above the details, at ${viewport.width} px`, async () => {
        const page = await signedIn(viewport.width, viewport.height);
        for (const kind of ['artist', 'track', 'playlist'] as const) {
          await page.goto(`/${kind}/${tracked[kind]}`);
          const cards = page.getByRole('region', { name: 'Key figures' });
          await cards.locator('.metric-change').first().waitFor();
          const chart = page.locator('.ts-chart-box svg').first();
          await chart.waitFor();
          const cardsTop = await top(cards);
          const chartTop = await top(chart);
          expect(cardsTop).toBeLessThan(chartTop);
          expect(await top(page.locator('.item-hero'))).toBeLessThan(cardsTop);
          expect(await cards.textContent()).toMatch(
            /in 7 days.*in 30 days.*since first check \(\d\d\/\d\d\/\d{4}\)/,
          );
          const details = page.locator('details.collapsible-section');
          if (kind !== 'playlist') {
            expect(chartTop).toBeLessThan(await top(details));
            // Closed on a phone, open on a desktop.
            expect(await details.first().evaluate((element) => (element as HTMLDetailsElement).open)).toBe(
              viewport.width > 600,
            );
          }
          await screenshot(page, `numbers-first-${kind}`);
        }
      });

      it(`shows a signed-out visitor the same order at ${viewport.width} px: cards first, then the details`, async () => {
        const page = await signedOut(viewport.width, viewport.height);
        await page.goto(`/artist/${tracked.artist}`);
        await acceptCookies(page);
        const cards = page.getByRole('region', { name: 'Key figures' });
        await cards.waitFor();
        expect(await cards.textContent()).toContain('Sign in to see its change over 7 and 30 days.');
        expect(await top(cards)).toBeLessThan(await top(page.locator('details.collapsible-section')));
        await screenshot(page, 'numbers-first-artist-signed-out');
      });
    }

    it('narrows the x range with the 7d preset and widens it again with All', async () => {
      const page = await signedIn(1280, 900);
      await page.goto(`/artist/${tracked.artist}`);
      const chart = page.locator('.ts-chart').filter({ hasText: 'Followers over time' });
      await chart.locator('svg .ts-chart-line').waitFor();
      await chart
        .getByText('Hover for a value, scroll or pinch to zoom, drag to pan, double-click to reset the zoom')
        .waitFor();
      const span = async () => {
        const labels = await chart.locator('.ts-chart-axis--time .tick text').allTextContents();
        const days = labels.map((label) => {
          const [day, month, year] = label.split('/').map(Number);
          return Date.UTC(year!, month! - 1, day!);
        });
        return (days.at(-1)! - days[0]!) / DAY_MS;
      };
      const full = await span();
      expect(full).toBeGreaterThan(60);
      await chart.getByRole('button', { name: '7d (last 7 days)' }).click();
      await expect.poll(span).toBeLessThanOrEqual(7);
      await chart.getByRole('button', { name: '30d (last 30 days)' }).click();
      await expect.poll(span).toBeGreaterThan(7);
      expect(await span()).toBeLessThanOrEqual(30);
      await chart.getByRole('button', { name: 'All (whole range)' }).click();
      await expect.poll(span).toBe(full);
    });

    it('scrolls the chart into view when an anomaly is picked on a phone, with a tooltip beside the point', async () => {
      expect(bottedPlaylist).not.toBe('');
      const page = await signedIn(375, 812);
      await page.goto(`/playlist/${bottedPlaylist}`);
      const box = page.locator('.ts-chart-box').first();
      await box.locator('svg .ts-chart-line').waitFor();
      // The bot check lists follower events; picking one shows its first flagged day.
      const anomaly = page.locator('.anomaly-select').last();
      await anomaly.scrollIntoViewIfNeeded();
      const inView = async () => {
        const rect = (await box.boundingBox())!;
        return rect.y >= 0 && rect.y + rect.height <= 812;
      };
      expect(await inView()).toBe(false);
      const day = firstDayOf((await anomaly.locator('.anomaly-kind').textContent())!);
      await anomaly.click();
      await expect.poll(inView).toBe(true);
      const tooltip = box.locator('.ts-chart-tooltip');
      await tooltip.waitFor({ state: 'visible' });
      expect(await tooltip.locator('.ts-chart-tooltip-date').textContent()).toBe(day);
      const tip = (await tooltip.boundingBox())!;
      const marker = (await box.locator('.ts-chart-marker').boundingBox())!;
      const [x, y] = [marker.x + marker.width / 2, marker.y + marker.height / 2];
      const covered = x > tip.x && x < tip.x + tip.width && y > tip.y && y < tip.y + tip.height;
      expect(covered).toBe(false);
      await screenshot(page, 'numbers-first-anomaly-picked');
    });

    it('says in the page why logging out failed, and the user stays signed in', async () => {
      const page = await signedIn(375, 812);
      await page.route('**/api/logout', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"success":false,"error":"Session store down"}',
        }),
      );
      await page.goto('/dashboard');
      await (await openMenu(page)).getByRole('button', { name: 'Log Out' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Error logging out:' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain('Error logging out: Session store down');
      await screenshot(page, 'numbers-first-logout-failed');
      await alert.getByRole('button', { name: 'Dismiss' }).click();
      await alert.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/dashboard');
    });

    it('asks before unlinking Telegram, and only Unlink unlinks', async () => {
      const page = await signedIn(1280, 900);
      let unlinked = 0;
      await page.route('**/api/telegram/availability', (route) =>
        route.fulfill({ json: { available: true } }),
      );
      await page.route('**/api/check_telegram_link_status', (route) =>
        route.fulfill({ json: { status: unlinked > 0 ? 'unlinked' : 'linked' } }),
      );
      await page.route('**/api/unlink_telegram', (route) => {
        unlinked += 1;
        return route.fulfill({ json: { status: 'unlinked' } });
      });
      await page.goto('/my-account');
      await page.getByRole('button', { name: 'Unlink Telegram' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(/Chartpulse will stop sending you Telegram notifications/).waitFor();
      await screenshot(page, 'numbers-first-unlink-question');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(unlinked).toBe(0);
      await page.getByRole('button', { name: 'Unlink Telegram' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }).click();
      await page.getByText('Telegram is not linked.').waitFor();
      expect(unlinked).toBe(1);
    });
  },
);

/** The first day of an event line's range, `'Burst on 08–10/09/2026'` → `'08/09/2026'`. */
function firstDayOf(eventText: string): string {
  const [start, end = start] = eventText.slice(eventText.lastIndexOf(' on ') + 4).split('–') as [
    string,
    string?,
  ];
  const startParts = start.split('/');
  return [...startParts, ...end.split('/').slice(startParts.length)].join('/');
}
