import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedAccount } from './support/accounts';
import { describeFindings, scan } from './support/axe-scan';
import { browserAvailable, launchBrowser } from './support/browser';
import { acceptCookies, screenshot, VIEWPORTS } from './support/pages';
import type { RunningServer } from './support/server';
import { sharedServer, signedInContext } from './support/shared-server';

/** axe finds nothing at all on the page as it stands. */
async function expectNoViolations(page: Page, what: string): Promise<void> {
  const findings = await scan(page);
  expect(findings, `${what} at ${page.viewportSize()?.width} px:\n${describeFindings(findings)}`).toEqual([]);
}

// npm start's defaults: no SMTP_URL (mail goes to the log), no Telegram bot token, no webhook yet.
describe.skipIf(!browserAvailable())('alerts that tell the truth, on a fresh account', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let admin: BrowserContext | undefined;

  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close();
    await admin?.close();
    await browser?.close();
    await server?.stop();
  });

  it('promises no channel that cannot deliver, and says why, at 375 and 1280 px', {
    timeout: 180_000,
  }, async () => {
    const account = await registerVerifiedAccount(server, 'Honest-Alerts-2026!');
    context = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORTS[0] });
    const page = await context.newPage();
    await page.goto('/login');
    await acceptCookies(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${server.baseUrl}/`);

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/my-account');
      const section = page.getByRole('region', { name: 'Alerts' });
      const summary = section.locator('.rule-description');
      await summary.getByText(/^Alerts for .* reach your inbox only: /).waitFor();
      const text = (await summary.textContent()) ?? '';
      expect(text).not.toMatch(/at once|digest/);
      expect(text).toContain('Email: this installation has no mail server set up (SMTP_URL)');
      expect(text).toContain('Telegram: not set up on this installation (no bot token)');
      expect(text).toContain('Webhook: none added — add one under Webhooks');
      // The webhook form knows the installation's settings, and names them.
      await section.getByText(/WEBHOOK_ALLOW_HTTP is off/).waitFor();
      await section.getByLabel('Webhook URL (https)').fill('http://192.168.1.20/hook');
      await section.getByRole('button', { name: 'Add webhook' }).click();
      await section
        .getByText(/Plain http:\/\/ is refused on this installation \(WEBHOOK_ALLOW_HTTP is off\)/)
        .waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'honest-alerts-account');
      if (viewport.width === 375) await expectNoViolations(page, 'My Account, alerts');
    }

    // A failed test reads as a failure, in the answer and in the inbox.
    await page.setViewportSize(VIEWPORTS[0]);
    const section = page.getByRole('region', { name: 'Alerts' });
    await section.getByRole('button', { name: 'Send a test alert by telegram' }).click();
    await section.getByText(/^Telegram test alert failed: /).waitFor({ timeout: 20_000 });
    await page.goto('/alerts');
    const newest = page.getByRole('list', { name: 'Alerts, newest first' }).locator('> li').first();
    await newest.getByText(/^The test alert by Telegram failed: /).waitFor();
    expect(await newest.textContent()).not.toContain('reach you');
    expect(await newest.locator('time').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} UTC$/);
    await page.getByLabel('Read state').selectOption('read');
    await page.getByText('No alerts match this filter.').waitFor();
    await page.getByLabel('Read state').selectOption('');
    await newest.waitFor();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await screenshot(page, 'honest-alerts-inbox');
    }
    await page.setViewportSize(VIEWPORTS[0]);
    await expectNoViolations(page, 'the alerts inbox');

    // The landing-page manager (admin) at 375 px: one message per empty field, under it.
    admin = await signedInContext(browser, 'admin', { viewport: VIEWPORTS[0] });
    const manager = await admin.newPage();
    await manager.goto('/landing-pages');
    await manager.getByRole('heading', { name: 'Create a landing page' }).waitFor();
    await manager.getByRole('button', { name: 'Create landing page' }).click();
    await manager.getByText('Slug is required').waitFor();
    expect(await manager.getByText('Slug, title and Meta Pixel ID are required').count()).toBe(0);
    expect(await manager.getByText('Title is required').count()).toBe(1);
    await screenshot(manager, 'honest-alerts-landing-manager');
    await expectNoViolations(manager, 'the landing-page manager');
  });
});
