import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { acceptCookies, openMenu, screenshot, VIEWPORTS } from './support/pages';
import { type RunningServer, verificationCodeFor } from './support/server';
import { ReusedTab } from './support/reused-tab';
import { sharedServer, signedInState } from './support/shared-server';

const SEARCH_BOX = 'Search query';

describe.skipIf(!browserAvailable())('the web app in Chromium against the real server', () => {
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

  async function freshPage(width = 1280, height = 900): Promise<Page> {
    page = await tab.fresh({ viewport: { width, height } });
    return page;
  }

  async function search(query: string, type = 'artist') {
    await page.getByLabel(SEARCH_BOX).fill(query);
    await page.getByLabel('Search type').selectOption(type);
    await page.getByLabel(SEARCH_BOX).press('Enter');
  }

  it('search → result → artist page with its title and sections', async () => {
    await freshPage();
    await page.goto('/');
    await acceptCookies(page);
    await search('The');
    const first = page.locator('.result-list .result-name').first();
    await first.waitFor();
    const name = (await first.textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await first.click();
    await page.waitForURL(/\/artist\/[0-9A-Za-z]{22}$/);
    await expect(page.getByRole('heading', { level: 1, name }).waitFor()).resolves.toBeUndefined();
    await page.getByRole('heading', { name: 'Top tracks' }).waitFor();
    expect(await page.title()).toBe(`${name} | Chartpulse`);
    expect(await page.getByRole('link', { name: 'See other advanced stats...' }).getAttribute('href')).toBe(
      '/login',
    );

    await page.goBack();
    await page.locator('.result-list .result-name').first().waitFor();
    expect(await page.getByLabel(SEARCH_BOX).inputValue()).toBe('The');
  });

  it('pasting a Spotify track URL opens the track page', async () => {
    const answer = await fetch(`${server.baseUrl}/api/search?query=a&type=track&page=1&limit=10`);
    const body = (await answer.json()) as { tracks: { items: Array<{ id: string; name: string }> } };
    const track = body.tracks.items[0];
    if (!track) throw new Error('the demo catalog found no track');
    await freshPage();
    await page.goto('/');
    await acceptCookies(page);
    await search(`https://open.spotify.com/track/${track.id}?si=e2e`);
    await page.waitForURL(`**/track/${track.id}`);
    await page.getByRole('heading', { level: 1, name: track.name }).waitFor();
    await page.getByRole('link', { name: 'Open in Spotify' }).waitFor();
  });

  it('register → emailed code → verify → log out → log in → log out', async () => {
    const email = `e2e.${Date.now()}@example.com`;
    const password = 'E2e-Passw0rd!';
    await freshPage();
    await page.goto('/register');
    await acceptCookies(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel(/Keep me informed/).check();
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('status').filter({ hasText: 'Registration successful' }).waitFor();
    await page.waitForURL(`${server.baseUrl}/`, { timeout: 8000 });

    const link = /verify-email\?user_id=(\d+)&code=(\d{6})/.exec(
      server.output().split(`Email to ${email}`).at(-1) ?? '',
    );
    const code = verificationCodeFor(server.output(), email);
    expect(code).toMatch(/^\d{6}$/);
    expect(link).not.toBeNull();
    await page.goto(`/verify-email?user_id=${link?.[1]}`);
    await page.getByLabel('Verification code').fill(code ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('You have been successfully verified.').waitFor();
    await page.waitForURL(`${server.baseUrl}/`, { timeout: 6000 });

    let menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Log Out' }).click();
    menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Log in to Chartpulse' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    menu = await openMenu(page);
    await menu.getByRole('link', { name: 'My Account' }).waitFor();
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await (await openMenu(page)).getByRole('link', { name: 'Log in to Chartpulse' }).waitFor();
    const session = await page.evaluate(async () => (await fetch('/api/some-protected-route')).status);
    expect(session).toBe(401);
  });

  it('shows the validation messages of docs/product.md §5 and the server’s login error', async () => {
    await freshPage();
    await page.goto('/register');
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').filter({ hasText: 'All fields are required.' }).waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('Valid-pass1');
    await page.getByLabel('Confirm password').fill('Valid-pass1');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' }).waitFor();
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('with space1A!');
    await page.getByLabel('Confirm password').fill('with space1A!');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').filter({ hasText: 'The password should not contain spaces.' }).waitFor();

    await page.goto('/reset-password?token=abc');
    await page.getByLabel('New password', { exact: true }).fill('Valid-pass1');
    await page.getByLabel('Confirm new password').fill('Valid-pass2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('alert').filter({ hasText: "Passwords don't match!" }).waitFor();

    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('Wrong-pass1');
    await page.getByRole('button', { name: 'Log in' }).click();
    const error = (await page.getByRole('alert').textContent()) ?? '';
    expect(error.length).toBeGreaterThan(0);
    expect(error).not.toBe('An unexpected error occurred while processing your request.');
  });

  it('sends visitors of protected pages to /login and shows a 404 page for unknown routes', async () => {
    await freshPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.goto('/definitely/not/here');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found | Chartpulse');
  });

  it('saves screenshots at 375 px and 1280 px', async () => {
    for (const viewport of VIEWPORTS) {
      await freshPage(viewport.width, viewport.height);
      await page.goto('/');
      await page.getByRole('heading', { name: 'How Chartpulse works' }).waitFor();
      await screenshot(page, 'home-with-cookie-banner');
      await acceptCookies(page);
      await search('The');
      await page.locator('.result-list .result-name').first().waitFor();
      await screenshot(page, 'search-results');
      await page.locator('.result-list .result-name').first().click();
      await page.getByRole('heading', { name: 'Top tracks' }).waitFor();
      await screenshot(page, 'artist');
      await page.goto('/login');
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      await screenshot(page, 'login');
      await page.goto('/register');
      await page.getByRole('button', { name: 'Register' }).click();
      await screenshot(page, 'register-errors');
      await page.goto('/nowhere');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await screenshot(page, 'not-found');
      if (viewport.width < 768) {
        await openMenu(page);
        await screenshot(page, 'menu-open');
      }
      // Signed in: the run's saved sign-in (signing in through the form is the journey above).
      page = await tab.fresh({ viewport, storageState: signedInState('user') });
      await page.goto('/');
      const menu = await openMenu(page);
      await menu.getByRole('button', { name: 'Log Out' }).waitFor();
      await screenshot(page, 'signed-in-menu');
    }
  });
});
