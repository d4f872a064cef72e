// Dated baselines (issue 35.6), in Chromium against the server on `npm start`'s defaults: a fresh
// account that starts tracking a playlist others have read for a year sees its change since the
// first check, dated, and apart from it the change since it started tracking, dated today.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedAccount } from './support/accounts';
import { browserAvailable, launchBrowser } from './support/browser';
import { acceptCookies, screenshot, VIEWPORTS } from './support/pages';
import type { RunningServer } from './support/server';
import { sharedServer, signedInContext } from './support/shared-server';

describe.skipIf(!browserAvailable())('dated baselines, on a fresh account', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('says "since first check (date)" and, apart, "since you started tracking (today)"', {
    timeout: 120_000,
  }, async () => {
    // The demo's playlist, read daily for a year before this account existed.
    const demo = await signedInContext(browser, 'user');
    const rows = (await (await demo.request.get('/api/user/playlists')).json()).playlists as Array<{
      spotify_playlist_id: string;
      playlist_name: string;
    }>;
    await demo.close();
    const playlistId = rows.find((row) => row.playlist_name === 'Pure Sunny')!.spotify_playlist_id;

    const account = await registerVerifiedAccount(server, 'Dated-Baselines-2026!');
    context = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORTS[0] });
    const page = await context.newPage();
    await page.goto('/login');
    await acceptCookies(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${server.baseUrl}/`);

    await page.goto(`/playlist/${playlistId}`);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await page.getByRole('button', { name: 'Stop Tracking' }).waitFor();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      // Started just now (the answer's date), and still so after a reload (the server's date).
      for (const reload of [false, true]) {
        if (reload) await page.reload();
        const followers = page.locator('.metric-card').first();
        await followers.getByText(/since you started tracking \(today\)$/).waitFor();
        const changes = await followers.locator('li').allTextContents();
        expect(changes.some((change) => /since first check \(\d\d\/\d\d\/\d{4}\)$/.test(change))).toBe(true);
        expect(changes.at(-1)).toMatch(
          /^[+-]?[\d,]+ \([+-]?[<\d.,]+%\) since you started tracking \(today\)$/,
        );
      }
      await screenshot(page, 'dated-baselines-cards');
    }
  });
});
