import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface TabSettings {
  readonly viewport?: { readonly width: number; readonly height: number };
  readonly reducedMotion?: 'reduce' | 'no-preference';
  /** A saved sign-in (shared-server.ts): its cookies and the site's local storage. */
  readonly storageState?: string;
}

interface StorageState {
  readonly cookies: Parameters<BrowserContext['addCookies']>[0];
  readonly origins: ReadonlyArray<{
    readonly origin: string;
    readonly localStorage: ReadonlyArray<{ readonly name: string; readonly value: string }>;
  }>;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 900 };
/** A path the tab loads, answered by the tab itself, to reach the site's storage without the app. */
const BLANK_PATH = '/__e2e-blank';

/**
 * One browser tab a file's tests take in turn, each time as a new browser context would give it: no
 * cookies, site data, cache, routes or listeners left by the test before. In headless Chromium a new
 * context's first page costs over a second of CPU; clearing an open tab, a few milliseconds.
 * Settings a context fixes at its creation (JavaScript off, a locale) still need a context of their own.
 */
export class ReusedTab {
  private context: BrowserContext | undefined;
  private page: Page | undefined;

  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
  ) {}

  /** The tab, cleared, at about:blank, with these settings. */
  async fresh(settings: TabSettings = {}): Promise<Page> {
    if (
      !this.context ||
      !this.page ||
      this.page.isClosed() ||
      !(await this.cleared(this.context, this.page))
    ) {
      await this.context?.close().catch(() => undefined);
      this.context = await this.browser.newContext({ baseURL: this.baseUrl });
      this.page = await this.context.newPage();
    }
    const { page, context } = this;
    await page.setViewportSize(settings.viewport ?? DEFAULT_VIEWPORT);
    await page.emulateMedia({ reducedMotion: settings.reducedMotion ?? null });
    if (settings.storageState) await this.restore(context, page, settings.storageState);
    return page;
  }

  async close(): Promise<void> {
    await this.context?.close();
    this.context = undefined;
    this.page = undefined;
  }

  /**
   * Clears the tab for reuse; false when it could not be (the last test left a navigation under way
   * that aborts the one to about:blank): then a new tab is opened instead.
   */
  private async cleared(context: BrowserContext, page: Page): Promise<boolean> {
    try {
      await this.clear(context, page);
      return true;
    } catch {
      return false;
    }
  }

  private async clear(context: BrowserContext, page: Page): Promise<void> {
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('about:blank');
    const devtools = await context.newCDPSession(page);
    try {
      await devtools.send('Storage.clearDataForOrigin', {
        origin: new URL(this.baseUrl).origin,
        storageTypes: 'all',
      });
      await devtools.send('Network.clearBrowserCache');
    } finally {
      await devtools.detach();
    }
    await context.clearCookies();
    await context.clearPermissions();
    // The tab's session storage outlives the clearing above: empty it on the site itself.
    await this.onSite(page, []);
  }

  private async restore(context: BrowserContext, page: Page, file: string): Promise<void> {
    const state = JSON.parse(readFileSync(file, 'utf8')) as StorageState;
    await context.addCookies(state.cookies);
    const origin = new URL(this.baseUrl).origin;
    const entries = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
    if (entries.length > 0) await this.onSite(page, entries);
  }

  /**
   * On a blank page of the site: empties the tab's session storage and puts `entries` in the local
   * storage; then leaves the tab at about:blank.
   */
  private async onSite(page: Page, entries: StorageState['origins'][number]['localStorage']): Promise<void> {
    const url = new URL(BLANK_PATH, this.baseUrl).href;
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
    try {
      await page.goto(url);
      await page.evaluate((items) => {
        sessionStorage.clear();
        for (const { name, value } of items) localStorage.setItem(name, value);
      }, entries);
    } finally {
      await page.unroute(url);
    }
    await page.goto('about:blank');
  }
}
