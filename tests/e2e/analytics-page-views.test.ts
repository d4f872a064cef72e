import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_MEASUREMENT_ID as MEASUREMENT_ID } from './support/analytics-build';
import { browserAvailable, launchBrowser } from './support/browser';
import { waitForServerState } from './support/server-state';

/** What the page pushed to gtag's queue, each entry as the argument list it was called with. */
async function tagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
}

const footer = (page: Page) => page.getByRole('contentinfo');

async function pageViews(page: Page): Promise<string[]> {
  return (await tagCalls(page))
    .filter(([command, event]) => command === 'event' && event === 'page_view')
    .map(([, , details]) => (details as { page_path: string }).page_path);
}

// The analytics tag is chosen at build time: the e2e global setup builds the app with a measurement
// id into a folder of its own and serves that build (support/analytics-build.ts). gtag.js itself
// (Google's script) is answered locally.
describe.skipIf(!browserAvailable())(
  'analytics page views in Chromium (a build with a measurement id)',
  () => {
    let server: { readonly baseUrl: string };
    let browser: Browser;

    beforeAll(async () => {
      const e2e = inject('e2e');
      if (!e2e) throw new Error('the e2e global setup built nothing (is Chromium installed?)');
      server = await waitForServerState(e2e.analyticsStateFile, 230_000);
      browser = await launchBrowser();
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
    });

    async function openHome(): Promise<Page> {
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      const tagScripts: string[] = [];
      await page.route('https://www.googletagmanager.com/**', (route) => {
        tagScripts.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await page.goto('/');
      await page.locator('.cookie-banner').waitFor();
      expect(tagScripts).toEqual([]);
      return page;
    }

    it('records nothing before consent, then a page view for every in-app navigation after it', async () => {
      const page = await openHome();
      await footer(page).getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL(/\/privacy-policy$/);
      expect(await tagCalls(page)).toEqual([]);

      await page.locator('.cookie-banner').getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => tagCalls(page)).toContainEqual(['config', MEASUREMENT_ID]);
      await footer(page).getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL(/\/contact$/);
      await expect.poll(() => pageViews(page)).toEqual(['/contact']);
      await page.getByRole('link', { name: /home$/ }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => pageViews(page)).toEqual(['/contact', '/']);
      await page.close();
    });

    it('records no page view for a visitor who declined', async () => {
      const page = await openHome();
      await page.locator('.cookie-banner').getByRole('button', { name: 'Decline' }).click();
      await footer(page).getByRole('link', { name: 'Terms of Service' }).click();
      await page.waitForURL(/\/terms-policy$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await pageViews(page)).toEqual([]);
      await page.close();
    });
  },
);
