import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { acceptCookies } from './support/pages';
import type { RunningServer } from './support/server';
import { sharedServer, signedInContext } from './support/shared-server';

const DEMO = { email: 'demo@chartpulse.local', password: 'Demo-Pulse-2024!' };

describe.skipIf(!browserAvailable())(
  'field errors, keyboard only, in Chromium against the real server',
  () => {
    let server: RunningServer;
    let browser: Browser;
    let context: BrowserContext | undefined;
    let page: Page;

    beforeAll(async () => {
      server = sharedServer();
      browser = await launchBrowser();
    });

    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await server?.stop();
    });

    /** A new page on `path`: a visitor's, or signed in as the demo user (the run's saved sign-in). */
    async function freshPage(path: string, { signedIn = false } = {}): Promise<Page> {
      await context?.close();
      const viewport = { width: 1280, height: 900 };
      context = signedIn
        ? await signedInContext(browser, 'user', { viewport })
        : await browser.newContext({ baseURL: server.baseUrl, viewport });
      page = await context.newPage();
      page.on('dialog', (dialog) => {
        throw new Error(`unexpected browser dialog: ${dialog.message()}`);
      });
      await page.goto(path);
      // The saved sign-in gave consent already: only a visitor sees the banner.
      if (!signedIn) await acceptCookies(page);
      return page;
    }

    /** Chromium's own accessible description of the field: what a screen reader reads after its name. */
    async function accessibleDescription(field: Locator): Promise<string> {
      const id = await field.getAttribute('id');
      const cdp = await page.context().newCDPSession(page);
      try {
        const { root } = await cdp.send('DOM.getDocument');
        const { nodeId } = await cdp.send('DOM.querySelector', {
          nodeId: root.nodeId,
          selector: `[id="${id}"]`,
        });
        const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
        return String(nodes[0]?.description?.value ?? '');
      } finally {
        await cdp.detach();
      }
    }

    async function expectFieldError(field: Locator, message: string): Promise<void> {
      await page.waitForFunction(
        ({ text }) =>
          [...document.querySelectorAll('[role="alert"]')].some((alert) => alert.textContent?.includes(text)),
        { text: message },
      );
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await accessibleDescription(field)).toBe(message);
    }

    async function expectNoFieldError(field: Locator): Promise<void> {
      expect(await field.getAttribute('aria-invalid')).toBeNull();
      expect(await accessibleDescription(field)).toBe('');
    }

    /** Replaces the focused field's text, as a keyboard user would. */
    async function retype(text: string): Promise<void> {
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    }

    it('login: wrong credentials describe both fields; a good sign-in leaves', async () => {
      await freshPage('/login');
      const email = page.getByLabel('Email');
      const password = page.getByLabel('Password');
      await expectNoFieldError(email);
      await email.focus();
      await page.keyboard.type(DEMO.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Wrong-Passw0rd!');
      await page.keyboard.press('Enter');
      await expectFieldError(email, 'Invalid email or password.');
      await expectFieldError(password, 'Invalid email or password.');

      await retype(DEMO.password);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');
    });

    it('register: the bad email, then the mismatch on both passwords', async () => {
      await freshPage('/register');
      const email = page.getByLabel('Email');
      const password = page.getByLabel('Password', { exact: true });
      const confirm = page.getByLabel('Confirm password');
      await email.focus();
      await page.keyboard.type('not-an-email');
      await page.keyboard.press('Tab');
      await page.keyboard.type('E2e-Passw0rd!');
      await page.keyboard.press('Tab');
      await page.keyboard.type('E2e-Passw0rd!');
      await page.keyboard.press('Tab'); // informed updates
      await page.keyboard.press('Tab'); // the terms
      await page.keyboard.press('Space');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expectFieldError(email, 'Please enter a valid email address.');
      await expectNoFieldError(password);

      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await retype(`keyboard.${Date.now()}@example.com`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await retype('E2e-Passw0rd?');
      await page.keyboard.press('Enter');
      await expectFieldError(password, 'Passwords do not match.');
      await expectFieldError(confirm, 'Passwords do not match.');
      await expectNoFieldError(email);
    });

    it('forgotten password: a bad email is described, a good one is sent', async () => {
      await freshPage('/forgotten-password');
      const email = page.getByLabel('Email');
      await email.focus();
      await page.keyboard.type('nope');
      await page.keyboard.press('Enter');
      await expectFieldError(email, 'Please enter a valid email address.');

      await retype(DEMO.email);
      await page.keyboard.press('Enter');
      await page.getByRole('status').waitFor();
      await expectNoFieldError(email);
    });

    it('reset password: a broken rule, a mismatch, then a dead link that is about no field', async () => {
      await freshPage('/reset-password?token=not-a-real-token');
      const password = page.getByLabel('New password', { exact: true });
      const confirm = page.getByLabel('Confirm new password');
      await password.focus();
      await page.keyboard.type('short');
      await page.keyboard.press('Tab');
      await page.keyboard.type('short');
      await page.keyboard.press('Enter');
      await expectFieldError(password, 'The password should be at least 8 characters long.');
      await expectNoFieldError(confirm);

      await page.keyboard.press('Shift+Tab');
      await retype('E2e-Passw0rd!');
      await page.keyboard.press('Enter');
      await expectFieldError(password, "Passwords don't match!");
      await expectFieldError(confirm, "Passwords don't match!");

      await page.keyboard.press('Tab');
      await retype('E2e-Passw0rd!');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() =>
        document.querySelector('[role="alert"]')?.textContent?.includes('link'),
      );
      await expectNoFieldError(password);
      await expectNoFieldError(confirm);
    });

    it('contact: the empty message, then the bad email, then sent', async () => {
      await freshPage('/contact');
      const email = page.getByLabel('Your email');
      const message = page.getByLabel('Message');
      await email.focus();
      await page.keyboard.type('me@');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Keyboard only');
      await page.keyboard.press('Enter');
      await expectFieldError(message, 'All fields are required.');
      await expectNoFieldError(email);

      await page.keyboard.press('Tab');
      await page.keyboard.type('Hello from the keyboard.');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expectFieldError(email, 'Please enter a valid email address.');
      await expectNoFieldError(message);

      await page.keyboard.press('Shift+Tab');
      await retype('me@example.org');
      await page.keyboard.press('Enter');
      await page.getByText('Your message was sent successfully!').waitFor();
      await expectNoFieldError(email);
    });

    it('dashboard Add: not a link, then a link to an album, then a playlist that is tracked', async () => {
      await freshPage('/dashboard', { signedIn: true });
      const box = page.getByLabel('Track a Spotify playlist, track or artist');
      await box.focus();
      await page.keyboard.type('not a link');
      await page.keyboard.press('Enter');
      await expectFieldError(box, 'Not a valid Spotify URL. Please try again.');

      await retype(`https://open.spotify.com/album/${'a'.repeat(22)}`);
      await page.keyboard.press('Enter');
      await expectFieldError(box, 'Invalid Spotify URL');

      const found = (await (
        await fetch(`${server.baseUrl}/api/search?query=a&type=playlist&page=1&limit=10`)
      ).json()) as { playlists?: { items: Array<{ id: string } | null> } };
      const playlist = found.playlists?.items.find((item) => item !== null);
      if (!playlist) throw new Error('the demo catalog found no playlist');
      await retype(`https://open.spotify.com/playlist/${playlist.id}`);
      await page.keyboard.press('Enter');
      await page.getByText('Started tracking the playlist!').waitFor();
      await expectNoFieldError(box);
    });

    it('My Account: a half-filled password change describes the empty fields', async () => {
      await freshPage('/my-account', { signedIn: true });
      const current = page.getByLabel('Current password');
      const next = page.getByLabel('New password', { exact: true });
      const confirm = page.getByLabel('Confirm new password');
      await current.focus();
      await page.keyboard.type(DEMO.password);
      await page.keyboard.press('Enter');
      await expectFieldError(next, 'All password fields must be filled out!');
      await expectFieldError(confirm, 'All password fields must be filled out!');
      await expectNoFieldError(current);
    });
  },
);
