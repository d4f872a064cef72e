import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { openMenu, screenshot, VIEWPORTS } from './support/pages';
import type { RunningServer } from './support/server';
import { sharedServer, signedInContext } from './support/shared-server';

/** The first artist the demo user tracks, read from the API with the page's session. */
async function trackedArtist(page: Page): Promise<{ id: string; name: string }> {
  const answer = await page.request.get('/api/user/artists');
  const body = (await answer.json()) as {
    artists: Array<{ spotify_artist_id: string; artist_name: string }>;
  };
  const first = body.artists[0];
  if (!first) throw new Error('the demo user tracks no artist');
  return { id: first.spotify_artist_id, name: first.artist_name };
}

/** Sets My Account's email choice and saves it when it changes; answers whether it was on. */
async function setEmailNotifications(page: Page, on: boolean): Promise<boolean> {
  const choice = page.getByLabel('Email me when my tracked items change');
  const wasOn = await choice.isChecked();
  if (wasOn === on) return wasOn;
  await choice.setChecked(on);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Settings updated successfully!').waitFor();
  return wasOn;
}

describe.skipIf(!browserAvailable())('alerts in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('sets a rule on an item page, sends a test alert, and finds it in the inbox', {
    timeout: 90_000,
  }, async () => {
    context = await signedInContext(browser, 'user', { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    const artist = await trackedArtist(page);

    // The item page: a custom rule for this artist, then back to the default (the demo data is shared).
    await page.goto(`/artist/${artist.id}`);
    const control = page.getByRole('group', { name: 'Alerts for this item' });
    await control.getByText('Uses your default rule.').waitFor();
    await control.getByRole('button', { name: 'Set a custom rule' }).click();
    await control.getByLabel('Big move').check();
    await control.getByLabel('Email').selectOption('weekly');
    await control.getByRole('button', { name: 'Save for this item' }).click();
    await control.getByText('Custom rule.').waitFor();
    // npm start's defaults have no mail server: the rule's email choice is said not to deliver, and why.
    expect(await control.locator('.rule-description').textContent()).toContain(
      'Email: this installation has no mail server set up (SMTP_URL)',
    );
    await page.reload();
    await control.getByText('Custom rule.').waitFor();
    await control.getByRole('button', { name: 'Use my default rule' }).click();
    await control.getByText('Uses your default rule.').waitFor();

    // My Account: a test alert by email, delivered through the console mailer of npm start's defaults
    // (email alerts need "Email me when my tracked items change" on; the shared demo user gets it back).
    await page.goto('/my-account');
    const section = page.getByRole('region', { name: 'Alerts' });
    await section.getByText(/^(You are alerted to|Alerts for) /).waitFor();
    const emailWasOn = await setEmailNotifications(page, true);
    // Saved on, email is an open channel: the editor's note about it is gone.
    await section.getByText(/^Email alerts are off/).waitFor({ state: 'detached' });
    await section.getByRole('button', { name: 'Send a test alert by email' }).click();
    // The console mailer writes it to the log, which reaches nobody: the test says so.
    await section
      .getByText(
        'Email test alert failed: This installation has no mail server set up (SMTP_URL): the email was written to the server log only.',
      )
      .waitFor({ timeout: 20_000 });
    expect(server.output()).toContain(
      'This is a test alert from Chartpulse: if you can read it, alerts by email reach you.',
    );
    if (!emailWasOn) await setEmailNotifications(page, false);

    // The inbox, reached from the menu, shows it first, unread, with its delivery result.
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: /^Alerts/ }).click();
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
    const newest = page.getByRole('list', { name: 'Alerts, newest first' }).locator('> li').first();
    await newest.getByText('Test alert', { exact: true }).waitFor();
    expect(await newest.textContent()).toContain(
      'The test alert by email failed: This installation has no mail server set up (SMTP_URL)',
    );
    expect(await newest.textContent()).toContain('Email: failed: This installation has no mail server');
    expect(await newest.getAttribute('class')).toContain('inbox-alert-unread');

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await screenshot(page, 'alerts-inbox');
    }
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.inbox-alert-unread').length === 0);
    const afterRead = await openMenu(page);
    expect(await afterRead.getByRole('link', { name: /^Alerts/ }).textContent()).toBe('Alerts');
  });
});
