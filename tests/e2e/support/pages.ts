import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = 'test-results/screenshots';
export const VIEWPORTS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** Accepts the cookie banner when it is shown, so it covers nothing the test clicks. */
export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.locator('.cookie-banner').getByRole('button', { name: 'Accept' });
  try {
    await accept.click({ timeout: 3000 });
  } catch {
    // no banner in this region, or already answered
  }
}

/**
 * Waits until the live app has taken over a signed-in page: only the app draws the signed-in menu
 * (the server's first paint draws the visitor's), and it may redraw what the first paint showed.
 */
export async function signedInAppReady(page: Page): Promise<void> {
  await page.locator('nav[aria-label="Main"] button', { hasText: 'Log Out' }).waitFor({ state: 'attached' });
}

/** A full-page screenshot in test-results/screenshots/{name}-{width}.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true });
}

/** Below this width (shell.css) the main menu hides behind its toggle. */
const MENU_TOGGLE_MAX_WIDTH = 767;

/** The main navigation of the header (opened first on narrow screens, its unfolding finished). */
export async function openMenu(page: Page) {
  const toggle = page.locator('.menu-toggle');
  if ((page.viewportSize()?.width ?? Number.POSITIVE_INFINITY) <= MENU_TOGGLE_MAX_WIDTH) {
    await toggle.waitFor({ state: 'visible' });
    const opened = page.locator('.menu-toggle[aria-expanded="true"]');
    // A click that lands before the app takes over the server-drawn header does nothing: click until open.
    for (let tries = 0; !(await opened.isVisible()); tries += 1) {
      if (tries === 20) throw new Error('The menu did not open.');
      await toggle.click();
      await opened.waitFor({ timeout: 250 }).catch(() => undefined);
    }
    await page
      .locator('.site-menu')
      .evaluate((menu) => Promise.all(menu.getAnimations().map((animation) => animation.finished)));
  }
  return page.getByRole('navigation', { name: 'Main' });
}
