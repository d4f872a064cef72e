// Every page and state the accessibility suite scans, per role. Adding a page is one line.
// A page whose scan of a later state holds all of it (its details opened, an error added inline) is
// scanned in that state only: an item page with its details open, the login page with an error.
import type { Page } from 'playwright-core';
import { signedInAppReady } from './pages';

export interface Screen {
  readonly name: string;
  /** `{artist}`, `{track}`, `{playlist}` and `{tracked…}` stand for ids read from the server. */
  readonly path: string;
  /** Brings the loaded page into the state to scan. */
  readonly prepare?: (page: Page) => Promise<void>;
  /** Scanned in a fresh browser context, before the cookie question is answered. */
  readonly withCookieBanner?: true;
}

async function searchForThe(page: Page): Promise<void> {
  await page.getByLabel('Search query').fill('The');
  await page.getByLabel('Search query').press('Enter');
  await page.locator('.result-list .result-name').first().waitFor();
}

async function failToLogIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('Wrong-Passw0rd!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('alert').waitFor();
}

/** Opens the collapsible details (closed on phones) so their contents are scanned too. */
async function openDetails(page: Page): Promise<void> {
  await page.locator('.metric-card').first().waitFor();
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
}

async function pickAnomaly(page: Page): Promise<void> {
  await page.locator('.ts-chart-box svg .ts-chart-line').first().waitFor();
  await page.locator('.anomaly-select').first().click();
  await page.locator('.ts-chart-tooltip').first().waitFor({ state: 'visible' });
}

async function showLastWeek(page: Page): Promise<void> {
  await page.locator('.ts-chart-box svg .ts-chart-line').first().waitFor();
  await page.getByRole('button', { name: '7d (last 7 days)' }).first().click();
}

async function askToUnlinkTelegram(page: Page): Promise<void> {
  await page.route('**/api/telegram/availability', (route) => route.fulfill({ json: { available: true } }));
  await page.route('**/api/check_telegram_link_status', (route) =>
    route.fulfill({ json: { status: 'linked' } }),
  );
  await page.reload();
  await page.getByRole('button', { name: 'Unlink Telegram' }).click();
  await page.getByRole('alertdialog').waitFor();
}

async function failToLogOut(page: Page): Promise<void> {
  await page.route('**/api/logout', (route) =>
    route.fulfill({ status: 503, json: { success: false, error: 'Session store down' } }),
  );
  // Only the live app draws the signed-in menu: a toggle tapped on the HTML's first screen, before the
  // app has taken over, opens nothing.
  await signedInAppReady(page);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('alert').filter({ hasText: 'Error logging out:' }).waitFor();
}

/** The artist page's import, stopped at its mapping step (a renamed column): nothing is imported. */
async function openImportMapping(page: Page): Promise<void> {
  await page.locator('.metric-card').first().waitFor();
  // The listening section's import, not the kept readings' form a tracked artist also has.
  const section = page.locator('section[aria-labelledby=listening-title]');
  await section.locator('details.listening-import').evaluate((details) => {
    (details as HTMLDetailsElement).open = true;
  });
  await section.getByLabel('Audience timeline').check();
  await section.locator('.listening-file input[type=file]').setInputFiles({
    name: 'renamed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Wiedergaben;Stichtag;Hörer\n"1.234";04.11.2025;"1.000"\n'),
  });
  await section.getByRole('button', { name: 'Import', exact: true }).click();
  await section.locator('.listening-mapping').waitFor();
}

/** The dashboard's Bulk add with each line's outcome listed (lines that are not links: nothing is tracked). */
async function bulkAddNonLinks(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Bulk add/ }).click();
  await page.getByLabel(/Links, one per line/).fill('not a link\n=HYPERLINK("x")\nhttps://spotify.link/abc');
  await page.getByRole('button', { name: 'Add all' }).click();
  await page.locator('.dashboard-bulk-results').waitFor();
}

export const VISITOR: readonly Screen[] = [
  { name: 'home with the cookie banner', path: '/', withCookieBanner: true },
  { name: 'home', path: '/' },
  { name: 'search results', path: '/', prepare: searchForThe },
  { name: 'artist with its details open', path: '/artist/{artist}', prepare: openDetails },
  { name: 'track with its details open', path: '/track/{track}', prepare: openDetails },
  { name: 'playlist', path: '/playlist/{playlist}' },
  { name: 'login with an error', path: '/login', prepare: failToLogIn },
  { name: 'register', path: '/register' },
  { name: 'verify email', path: '/verify-email?user_id=1' },
  { name: 'forgotten password', path: '/forgotten-password' },
  { name: 'reset password', path: '/reset-password' },
  { name: 'contact', path: '/contact' },
  { name: 'cookie settings', path: '/cookie-settings' },
  { name: 'privacy policy', path: '/privacy-policy' },
  { name: 'terms', path: '/terms-policy' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'untracked playlist with its first look', path: '/playlist/{untrackedPlaylist}' },
];

export const SIGNED_IN: readonly Screen[] = [
  { name: 'tracked artist with its details open', path: '/artist/{trackedArtist}', prepare: openDetails },
  { name: 'tracked artist zoomed to 7 days', path: '/artist/{trackedArtist}', prepare: showLastWeek },
  { name: 'tracked track with its details open', path: '/track/{trackedTrack}', prepare: openDetails },
  { name: 'tracked playlist', path: '/playlist/{trackedPlaylist}' },
  {
    name: 'tracked playlist with an anomaly picked',
    path: '/playlist/{trackedPlaylist}',
    prepare: pickAnomaly,
  },
  { name: 'playlist analysis', path: '/playlist/{trackedPlaylist}/analysis' },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'my account', path: '/my-account' },
  { name: 'my account asking to unlink Telegram', path: '/my-account', prepare: askToUnlinkTelegram },
  { name: 'dashboard after a failed logout', path: '/dashboard', prepare: failToLogOut },
  { name: 'alerts inbox', path: '/alerts' },
  { name: 'artist import at its mapping step', path: '/artist/{trackedArtist}', prepare: openImportMapping },
  { name: 'dashboard with bulk add results', path: '/dashboard', prepare: bulkAddNonLinks },
];

export const ADMIN: readonly Screen[] = [
  { name: 'admin area', path: '/admin' },
  { name: 'landing pages', path: '/landing-pages' },
];

export const ROLES = [
  { name: 'visitor', login: null, screens: VISITOR },
  {
    name: 'demo user',
    login: 'user',
    screens: SIGNED_IN,
  },
  {
    name: 'demo admin',
    login: 'admin',
    screens: ADMIN,
  },
] as const;
