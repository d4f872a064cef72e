// axe-core on every page and state of the web app, as a visitor, the demo user and the demo admin,
// at 375 and 1280 px: any serious or critical violation fails. The pages: support/accessibility-screens.ts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Screen } from './support/accessibility-screens';
import { describeFindings, scan } from './support/axe-scan';
import { browserAvailable, launchBrowser } from './support/browser';
import { acceptCookies, VIEWPORTS } from './support/pages';
import type { Role } from './support/roles';
import type { RunningServer } from './support/server';
import { sharedServer, signedInContext } from './support/shared-server';

const BLOCKING: ReadonlyArray<string | null | undefined> = ['serious', 'critical'];

// The scans run a few at a time (Vitest's maxConcurrency): one page's loading overlaps another's scan.
// A scan borrows an open page of its role and width rather than opening one: in headless Chromium a
// new page costs over a second of CPU, a navigation of an open one a fifth of that.
describe.skipIf(!browserAvailable()).concurrent('accessibility (axe-core) of every page and state', () => {
  let server: RunningServer;
  let browser: Browser;
  const ids: Record<string, string> = {};
  const tally = { scans: 0, byImpact: new Map<string, number>() };

  async function getJson<T>(path: string): Promise<T> {
    return (await (await fetch(`${server.baseUrl}${path}`)).json()) as T;
  }

  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser();
    for (const kind of ['artist', 'track', 'playlist'] as const) {
      const found = await getJson<Record<string, { items: Array<{ id: string } | null> }>>(
        `/api/search?query=a&type=${kind}`,
      );
      ids[kind] = found[`${kind}s`]!.items.find((item) => item !== null)!.id;
    }
    // A paid-rotation playlist of the demo catalog: nobody tracks it, so it shows only a first look.
    const untracked = await getJson<{ playlists: { items: Array<{ id: string } | null> } }>(
      `/api/search?query=${encodeURIComponent('Fresh Indie Submissions')}&type=playlist`,
    );
    ids.untrackedPlaylist = untracked.playlists.items.find((item) => item !== null)!.id;
    await readTrackedIds();
  });

  afterAll(async () => {
    const impacts = [...tally.byImpact].map(([impact, count]) => `${impact} ${count}`).join(', ');
    console.log(`axe-core: ${tally.scans} scans; violations by impact: ${impacts || 'none'}`);
    await browser?.close();
    await server?.stop();
  });

  async function newPage(width: number, height: number): Promise<Page> {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width, height },
      reducedMotion: 'reduce',
    });
    return context.newPage();
  }

  /** A context signed in as `role` (the run's saved sign-in). */
  function signedInContextOf(role: Role, width: number, height: number): Promise<BrowserContext> {
    return signedInContext(browser, role, { viewport: { width, height }, reducedMotion: 'reduce' });
  }

  /** The items the demo user tracks (their pages show the signed-in extras). */
  async function readTrackedIds(): Promise<void> {
    const context = await signedInContext(browser, 'user');
    try {
      const first = async (list: string, field: string) => {
        const body = (await (await context.request.get(`/api/user/${list}`)).json()) as Record<
          string,
          Array<Record<string, string>> | undefined
        >;
        const id = body[list]?.[0]?.[field];
        if (!id) throw new Error(`the demo user tracks no ${list}: ${JSON.stringify(body)}`);
        return id;
      };
      ids.trackedArtist = await first('artists', 'spotify_artist_id');
      ids.trackedTrack = await first('tracks', 'spotify_track_id');
      ids.trackedPlaylist = await first('playlists', 'spotify_playlist_id');
    } finally {
      await context.close();
    }
  }

  /** A visitor's page whose cookie question is answered. */
  async function visitorPage(width: number, height: number): Promise<Page> {
    const page = await newPage(width, height);
    await page.goto('/');
    await acceptCookies(page);
    return page;
  }

  async function check(page: Page, screen: Screen): Promise<void> {
    const path = screen.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!ids[name]) throw new Error(`no id for {${name}}`);
      return ids[name];
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The page itself, not a sign-in redirect.
    expect(new URL(page.url()).pathname).toBe(new URL(path, server.baseUrl).pathname);
    if (screen.withCookieBanner) await page.locator('.cookie-banner').waitFor();
    await screen.prepare?.(page);
    const findings = await scan(page);
    tally.scans++;
    for (const finding of findings) {
      tally.byImpact.set(finding.impact, (tally.byImpact.get(finding.impact) ?? 0) + 1);
    }
    const blocking = findings.filter((finding) => BLOCKING.includes(finding.impact));
    expect(blocking, `${path} at ${page.viewportSize()?.width} px:\n${describeFindings(blocking)}`).toEqual(
      [],
    );
  }

  it('the scan reports a planted violation (an image without a text alternative)', async () => {
    const page = await newPage(1280, 900);
    try {
      await page.goto('/');
      await page.evaluate(() => document.body.append(document.createElement('img')));
      expect((await scan(page)).map((finding) => [finding.rule, finding.impact])).toContainEqual([
        'image-alt',
        'critical',
      ]);
    } finally {
      await page.context().close();
    }
  });

  for (const viewport of VIEWPORTS) {
    for (const role of ROLES) {
      describe(`${role.name} at ${viewport.width} px`, () => {
        let context: BrowserContext;
        const idlePages: Page[] = [];

        beforeAll(async () => {
          if (role.login) {
            context = await signedInContextOf(role.login, viewport.width, viewport.height);
          } else {
            const page = await visitorPage(viewport.width, viewport.height);
            context = page.context();
            idlePages.push(page);
          }
        });

        afterAll(async () => context?.close());

        /** An open page of this role and width (each scan navigates it anew), or a new one. */
        const borrowPage = async () => idlePages.pop() ?? context.newPage();
        /** Back for the next scan, without the answers a screen's preparation faked. */
        async function returnPage(page: Page): Promise<void> {
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          idlePages.push(page);
        }

        for (const screen of role.screens) {
          it(screen.name, async () => {
            if (screen.withCookieBanner) {
              const page = await newPage(viewport.width, viewport.height);
              try {
                await check(page, screen);
              } finally {
                await page.context().close();
              }
              return;
            }
            const page = await borrowPage();
            try {
              await check(page, screen);
            } finally {
              await returnPage(page);
            }
          });
        }
      });
    }
  }
});
