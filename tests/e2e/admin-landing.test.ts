import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { coverPng } from './support/cover-image';
import { openMenu, VIEWPORTS } from './support/pages';
import type { Role } from './support/roles';
import type { RunningServer } from './support/server';
import { sharedServer, signedInContext } from './support/shared-server';

const DEMO_EMAIL = 'demo@chartpulse.local';
const ADMIN_EMAIL = 'admin@chartpulse.local';
/** A desktop Chrome: the headless browser's own user agent is (rightly) not counted as a visitor. */
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const TRACK = '4uLU6hMCjMI75M1A2tKUQC';
const ALBUM = '1DFixLWuPkv3KT3TnV35m3';
// The shared server's data is shared with the other files: a page of our own.
const SLUG = `e2e-midnight-signals-${Date.now()}`;
const SCREENSHOTS = '/tmp';

// The split of many clicks by the proportions is the API's to prove (tests/server/landing-pages/
// landing-clicks-api.test.ts, 200 clicks); here one real click in the browser.
describe.skipIf(!browserAvailable())('admin area and landing pages in Chromium against `npm start`', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedIn(role: Role, width = 1280): Promise<Page> {
    await context?.close();
    context = await signedInContext(browser, role, {
      viewport: { width, height: 900 },
      userAgent: VISITOR_AGENT,
    });
    const page = await context.newPage();
    await page.goto('/');
    return page;
  }

  it('an admin deletes a user after the confirmation, and cannot delete themself', async () => {
    const email = `e2e.delete.${Date.now()}@example.com`;
    const register = await fetch(`${server.baseUrl}/api/get-csrf-token`);
    const csrf = /csrf_access_token=([^;]+)/.exec(register.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const created = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `csrf_access_token=${csrf}`,
        'x-csrf-token': csrf,
      },
      body: JSON.stringify({ email, password: 'E2e-Passw0rd!', confirmPassword: 'E2e-Passw0rd!' }),
    });
    const userId = ((await created.json()) as { userID: number }).userID;
    expect(created.status).toBe(200);

    const page = await signedIn('admin');
    await (await openMenu(page)).getByRole('link', { name: 'Admin Area' }).click();
    await page.waitForURL('**/admin');
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([String(userId), email, 'No', 'User', '0']),
    );
    const self = table.getByRole('row').filter({ hasText: ADMIN_EMAIL });
    expect(await self.getByRole('button').count()).toBe(0);

    await row.getByRole('button', { name: `Delete user ${userId}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Are you sure you wish to delete user ${userId}?`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: `Delete user ${userId}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `User ${userId} deleted.` })
      .waitFor();
    await row.waitFor({ state: 'detached' });
    const answer = await page.request.get('/api/admin/users?page=1&limit=100');
    const users = ((await answer.json()) as { users: Array<{ email: string }> }).users;
    expect(users.map((user) => user.email)).not.toContain(email);
    expect(users.map((user) => user.email)).toContain(DEMO_EMAIL);
  });

  it('a user creates a landing page with an uploaded image (progress seen), and the manager counts its click', async () => {
    const page = await signedIn('user');
    await page.goto('/landing-pages');
    await page.getByRole('heading', { name: 'Create a landing page' }).waitFor();
    await page.getByLabel('Slug').fill(SLUG);
    await page.getByLabel('Title').fill('Midnight Signals');
    await page.getByLabel('Description').fill('The new single from the demo catalog, out now everywhere.');
    await page.getByLabel('Meta Pixel ID').fill('123456789012345');
    const image = page.getByRole('group', { name: 'Image' });
    await image.getByLabel('Upload a new file').check();
    const cover = path.join(tmpdir(), 'admin-ui-cover.png');
    writeFileSync(cover, coverPng());
    await image.getByLabel('Image file').setInputFiles(cover);
    await page.getByLabel('Spotify URI 1', { exact: true }).fill(`spotify:track:${TRACK}`);
    await page.getByLabel('Proportion 1 (%)', { exact: true }).fill('70');
    await page.getByRole('button', { name: 'Add Spotify URI' }).click();
    await page.getByLabel('Spotify URI 2', { exact: true }).fill(`https://open.spotify.com/album/${ALBUM}`);
    await page.getByLabel('Proportion 2 (%)', { exact: true }).fill('20');
    await page.getByText('Total: 90%').waitFor();
    await page.getByRole('button', { name: 'Create landing page' }).click();
    // The sum's error sits by the total, tied to each proportion; a summary alert says to look.
    await page.getByText('Spotify URI proportions must sum to 100').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Please correct the marked fields above.' }).waitFor();
    await page.getByLabel('Proportion 2 (%)', { exact: true }).fill('30');
    await page.getByText('Total: 100%').waitFor();
    await page
      .getByLabel('Apple Music link 1', { exact: true })
      .fill('https://music.apple.com/gb/album/midnight-signals/1');

    // A slow uplink (about 1 MB/s) so the 3 MB upload takes long enough to watch its progress bar.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('progress');
        if (bar) seen.push(bar.value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Create landing page' }).click();
    await page.getByRole('progressbar').waitFor();
    await page.getByRole('status').filter({ hasText: 'Landing page "Midnight Signals" created' }).waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const progress = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );
    expect(progress.some((value) => value > 0 && value < 100)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Midnight Signals' }) });
    await card.getByText(SLUG).waitFor();
    const view = card.getByRole('link', { name: /^View/ });
    expect(await view.getAttribute('target')).toBe('_blank');
    const [publicPage] = await Promise.all([context.waitForEvent('page'), view.click()]);
    await publicPage.waitForLoadState();
    expect(new URL(publicPage.url()).pathname).toBe(`/landing/${SLUG}`);
    await publicPage.getByRole('heading', { name: 'Midnight Signals' }).waitFor();
    const spotify = publicPage.getByRole('link', { name: 'Listen on Spotify' });
    const href = (await spotify.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/landing/${SLUG}/go/spotify`));

    // One real click in the browser: the redirect leads to one of the two Spotify destinations
    // (which this machine, offline, then fails to open).
    const [redirect] = await Promise.all([
      publicPage.waitForResponse((response) => response.url().includes(`/landing/${SLUG}/go/spotify`)),
      spotify.click(),
    ]);
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toMatch(
      new RegExp(`^https://open\\.spotify\\.com/(track/${TRACK}|album/${ALBUM})$`),
    );
    await page.reload();
    const counts = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Midnight Signals' }) })
      .getByRole('list', { name: /per service/ });
    await counts.locator('.click-spotify .click-count').filter({ hasText: '1' }).waitFor();
    expect((await counts.locator('.click-spotify .click-count').textContent())?.trim()).toBe('1');
    expect((await counts.locator('.click-apple_music .click-count').textContent())?.trim()).toBe('0');

    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await publicPage.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.getByText('Clicks per day').first().click();
      await page.screenshot({
        path: `${SCREENSHOTS}/admin-ui-manager-${viewport.width}.png`,
        fullPage: true,
      });
      // The two halves at full size, to read the details.
      await page
        .locator('.landing-card')
        .first()
        .screenshot({ path: `${SCREENSHOTS}/admin-ui-card-${viewport.width}.png` });
      await page
        .locator('.landing-form')
        .screenshot({ path: `${SCREENSHOTS}/admin-ui-form-${viewport.width}.png` });
      await page.getByText('Clicks per day').first().click();
      await publicPage.goto(`/landing/${SLUG}`);
      await publicPage.getByRole('heading', { name: 'Midnight Signals' }).waitFor();
      await publicPage.screenshot({
        path: `${SCREENSHOTS}/admin-ui-public-${viewport.width}.png`,
        fullPage: true,
      });
    }
  });

  it('the admin area shows its table at 375 and 1280 px', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await signedIn('admin', viewport.width);
      await page.goto('/admin');
      await page.getByRole('table').first().waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/admin-ui-admin-${viewport.width}.png`, fullPage: true });
    }
  });
});
