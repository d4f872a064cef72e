// Every page and state the accessibility suite scans, per role. Adding a page is one line.
import type { Page } from 'playwright-core';

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

export const VISITOR: readonly Screen[] = [
  { name: 'home with the cookie banner', path: '/', withCookieBanner: true },
  { name: 'home', path: '/' },
  { name: 'search results', path: '/', prepare: searchForThe },
  { name: 'artist', path: '/artist/{artist}' },
  { name: 'track', path: '/track/{track}' },
  { name: 'playlist', path: '/playlist/{playlist}' },
  { name: 'login', path: '/login' },
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
];

export const SIGNED_IN: readonly Screen[] = [
  { name: 'tracked artist', path: '/artist/{trackedArtist}' },
  { name: 'tracked track', path: '/track/{trackedTrack}' },
  { name: 'tracked playlist', path: '/playlist/{trackedPlaylist}' },
  { name: 'playlist analysis', path: '/playlist/{trackedPlaylist}/analysis' },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'my account', path: '/my-account' },
  { name: 'alerts inbox', path: '/alerts' },
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
