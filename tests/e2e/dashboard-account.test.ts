import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { acceptCookies, openMenu, screenshot, VIEWPORTS } from './support/pages';
import { registerVerifiedAccount } from './support/accounts';
import type { RunningServer } from './support/server';
import { ReusedTab } from './support/reused-tab';
import { sharedServer, signedInState } from './support/shared-server';

const DEMO = { email: 'demo@chartpulse.local', password: 'Demo-Pulse-2024!' };
const NEW_PASSWORD = 'E2e-N3w-Pulse!';
const URL_BOX = 'Track a Spotify playlist, track or artist';
const EMAIL_CHOICE = 'Email me when my tracked items change';

interface Found {
  readonly id: string;
  readonly name: string;
}

describe.skipIf(!browserAvailable())('dashboard and my account in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let tab: ReusedTab;
  let page: Page;

  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser();
    tab = new ReusedTab(browser, server.baseUrl);
  });

  afterAll(async () => {
    await tab?.close();
    await browser?.close();
    await server?.stop();
  });

  /**
   * A page on `/`: signed in as the demo user (the run's saved sign-in), or, given a login, signed in
   * through the login page.
   */
  async function signedInPage(login?: { email: string; password: string }, width = 1280): Promise<Page> {
    const viewport = { width, height: 900 };
    if (!login) {
      page = await tab.fresh({ viewport, storageState: signedInState('user') });
      await page.goto('/');
      return page;
    }
    page = await tab.fresh({ viewport });
    await page.goto('/login');
    await acceptCookies(page);
    await page.getByLabel('Email').fill(login.email);
    await page.getByLabel('Password').fill(login.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    return page;
  }

  /** The first search result of `type` the demo user does not track yet. */
  async function untracked(type: 'playlist' | 'track'): Promise<Found> {
    const found = await page.evaluate(async (kind) => {
      const search = await (await fetch(`/api/search?query=a&type=${kind}&page=1&limit=10`)).json();
      const tracked = await (await fetch(`/api/user/${kind}s`)).json();
      const ids = JSON.stringify(tracked);
      return (search[`${kind}s`].items as Array<{ id: string; name: string }>).find(
        (item) => !ids.includes(item.id),
      );
    }, type);
    if (!found) throw new Error(`no untracked demo ${type}`);
    return { id: found.id, name: found.name };
  }

  const table = (name: string): Locator => page.getByRole('table', { name });
  async function add(link: string) {
    await page.getByLabel(URL_BOX).fill(link);
    await page.getByLabel(URL_BOX).press('Enter');
  }

  it('adds by URL and by short link, shows the documented messages, and stops tracking', async () => {
    await signedInPage();
    const playlist = await untracked('playlist');
    const track = await untracked('track');
    await page.clock.install(); // the stop's undo window is run through, not waited out
    await page.goto('/dashboard');
    await table('Playlists').waitFor();
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);

    await add(`https://open.spotify.com/intl-fr/playlist/${playlist.id}?si=e2e`);
    await page.getByText('Started tracking the playlist!').waitFor();
    expect(await page.getByLabel(URL_BOX).inputValue()).toBe('');
    await table('Playlists').getByRole('link', { name: playlist.name }).waitFor({ timeout: 10_000 });

    // The demo server has no internet, so the short link's redirect is answered here.
    await page.route('**/api/resolve-url?**', (route) =>
      route.fulfill({ json: { success: true, url: `https://open.spotify.com/track/${track.id}` } }),
    );
    await page.getByLabel(URL_BOX).fill('https://spotify.link/e2eShort');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Started tracking the track!').waitFor();
    await table('Tracks').getByRole('link', { name: track.name }).waitFor({ timeout: 10_000 });

    await add('https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy');
    expect(await page.getByRole('alert').textContent()).toContain('Invalid Spotify URL');
    await add('just some words');
    expect(await page.getByRole('alert').textContent()).toContain(
      'Not a valid Spotify URL. Please try again.',
    );

    await table('Playlists')
      .getByRole('button', { name: `Stop tracking ${playlist.name}` })
      .click();
    await page.clock.runFor(5500);
    await page.getByText('Stopped tracking the playlist!').waitFor();
    expect(await table('Playlists').getByRole('link', { name: playlist.name }).count()).toBe(0);
  });

  it('sorts every column of every table both ways, with aria-sort', async () => {
    await signedInPage();
    await page.goto('/dashboard');
    for (const name of ['Playlists', 'Tracks', 'Artists']) {
      await table(name).waitFor();
      const headers = table(name).getByRole('columnheader');
      const count = (await headers.count()) - 1; // the last header is the actions column
      for (let index = 0; index < count; index++) {
        const header = headers.nth(index);
        const label = (await header.textContent())?.replace(/[▲▼↕%]/g, '').trim() ?? '';
        const columnTexts = () =>
          table(name)
            .locator(`tbody tr td:nth-child(${index + 1})`)
            .allTextContents();
        // The column's own button (a change column also has its "%" order beside it).
        await header.getByRole('button').first().click();
        expect(await header.getAttribute('aria-sort')).toBe('ascending');
        const ascending = await columnTexts();
        await header.getByRole('button').first().click();
        expect(await header.getAttribute('aria-sort')).toBe('descending');
        expect(await columnTexts()).toEqual([...ascending].reverse());
        if (['Followers', 'Tracks', 'Popularity'].includes(label)) {
          const numbers = ascending.map((text) => Number(text.replaceAll(',', '')));
          expect(numbers, `${name} by ${label}`).toEqual([...numbers].sort((a, b) => a - b));
        }
      }
    }
  });

  it('saves the settings (seen after a reload) and asks before leaving with unsaved changes', async () => {
    await signedInPage();
    await page.goto('/my-account');
    await page.getByText(DEMO.email).waitFor();
    const choice = page.getByLabel(EMAIL_CHOICE);
    const wasOn = await choice.isChecked();
    await choice.setChecked(!wasOn);

    await (await openMenu(page)).getByRole('link', { name: 'Dashboard' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('You have unsaved changes! Are you sure you want to leave?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/my-account');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Settings updated successfully!').waitFor();
    await page.reload();
    await page.getByText(DEMO.email).waitFor();
    expect(await page.getByLabel(EMAIL_CHOICE).isChecked()).toBe(!wasOn);
    expect(
      await page.getByText('Telegram notifications are not available on Chartpulse at the moment').count(),
    ).toBe(1);
    expect(await page.getByText(/on this server/).count()).toBe(0);

    await page.getByLabel(EMAIL_CHOICE).setChecked(wasOn);
    await (await openMenu(page)).getByRole('link', { name: 'Dashboard' }).click();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL('**/dashboard');
  });

  it("gets the browser's own prompt when the tab closes with unsaved changes", async () => {
    await signedInPage();
    await page.goto('/my-account');
    await page.getByLabel('Current password').fill('typed but not saved');
    const prompt = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');
  });

  it('changes the password, then logs in with the new one', async () => {
    // An account of its own: a password change ends the account's other sessions, and the demo
    // user's saved sign-in serves the whole run.
    const account = await registerVerifiedAccount(server, DEMO.password);
    await signedInPage(account);
    await page.goto('/my-account');
    await page.getByLabel('Current password').fill(DEMO.password);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your password was changed. Settings updated successfully!').waitFor();
    await (await openMenu(page)).getByRole('button', { name: 'Log Out' }).click();
    await (await openMenu(page)).getByRole('link', { name: 'Log in to Chartpulse' }).waitFor();
    await signedInPage({ email: account.email, password: NEW_PASSWORD });
  });

  it('checks the password rules in the browser and the current password on the server', async () => {
    await signedInPage();
    await page.goto('/my-account');
    await page.getByLabel('Current password').fill('Not-the-0ne!');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('Different-0ne!');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await page.getByRole('alert').textContent()).toContain('Passwords do not match!');
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your current password is incorrect.').waitFor();
  });

  it('saves screenshots at 375 px and 1280 px', async () => {
    for (const viewport of VIEWPORTS) {
      await signedInPage(undefined, viewport.width);
      await page.goto('/dashboard');
      await table('Playlists').waitFor();
      await table('Playlists')
        .getByRole('columnheader', { name: /Followers/ })
        .getByRole('button')
        .click();
      await screenshot(page, 'dashboard');
      await page.screenshot({ path: `/tmp/account-ui-e2e-dashboard-${viewport.width}.png` });
      await page.goto('/my-account');
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
      await screenshot(page, 'my-account');
      await page.screenshot({ path: `/tmp/account-ui-e2e-account-${viewport.width}.png`, fullPage: true });
    }
  });
});
