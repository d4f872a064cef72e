import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { coverPng } from './support/cover-image';
import { screenshot } from './support/pages';
import { sharedServer, signedInContext } from './support/shared-server';

/** A desktop Chrome: the headless browser's own user agent is (rightly) not counted as a visitor. */
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const TRACK = '4uLU6hMCjMI75M1A2tKUQC';
const ALBUM = '1DFixLWuPkv3KT3TnV35m3';

describe.skipIf(!browserAvailable())('a landing-page click on the default configuration (no seed)', () => {
  let browser: Browser;
  // The shared server's data is shared with the other files: a page of our own.
  const slug = `e2e-clicks-${Date.now()}`;
  const title = `Click Journey ${Date.now()}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an owner creates a page, a visitor clicks through to Spotify, and the manager counts the click', async () => {
    const { baseUrl } = sharedServer();
    const owner = await signedInContext(browser, 'user', {
      userAgent: VISITOR_AGENT,
      viewport: { width: 1280, height: 900 },
    });
    const manager = await owner.newPage();
    await manager.goto('/landing-pages');
    await manager.getByRole('heading', { name: 'Create a landing page' }).waitFor();
    await manager.getByLabel('Slug').fill(slug);
    await manager.getByLabel('Title').fill(title);
    await manager.getByLabel('Description').fill('Two Spotify destinations, split at random on every visit.');
    await manager.getByLabel('Meta Pixel ID').fill('123456789012345');
    const image = manager.getByRole('group', { name: 'Image' });
    await image.getByLabel('Upload a new file').check();
    const cover = path.join(tmpdir(), `${slug}.png`);
    writeFileSync(cover, coverPng(20_000, 200));
    await image.getByLabel('Image file').setInputFiles(cover);
    await manager.getByLabel('Spotify URI 1', { exact: true }).fill(`spotify:track:${TRACK}`);
    await manager.getByLabel('Proportion 1 (%)', { exact: true }).fill('50');
    await manager.getByRole('button', { name: 'Add Spotify URI' }).click();
    await manager.getByLabel('Spotify URI 2', { exact: true }).fill(`spotify:album:${ALBUM}`);
    await manager.getByLabel('Proportion 2 (%)', { exact: true }).fill('50');
    await manager.getByRole('button', { name: 'Create landing page' }).click();
    await manager
      .getByRole('status')
      .filter({ hasText: `Landing page "${title}" created` })
      .waitFor();

    // A visitor who never signed in. There is no internet here: the music service is stood in for.
    const visitor = await browser.newContext({ baseURL: baseUrl, userAgent: VISITOR_AGENT });
    await visitor.route('https://connect.facebook.net/**', (route) => route.abort());
    await visitor.route('https://open.spotify.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Spotify stand-in</title><h1>Spotify stand-in</h1>',
      }),
    );
    const landing = await visitor.newPage();
    const opened = await landing.goto(`/landing/${slug}`);
    expect(opened?.status()).toBe(200);
    await landing.getByRole('heading', { name: title }).waitFor();
    // Where consent is unknown the page asks first (its bar covers the bottom of the screen).
    await landing
      .getByRole('dialog', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept' })
      .click();
    const [arrival] = await Promise.all([
      landing.waitForRequest((request) => request.url().startsWith('https://open.spotify.com/')),
      landing.getByRole('link', { name: 'Listen on Spotify' }).click(),
    ]);
    // The button's own address answered the redirect.
    const button = arrival.redirectedFrom();
    expect(button?.url()).toContain(`/landing/${slug}/go/spotify?event_id=`);
    expect((await button?.response())?.status()).toBe(302);
    expect([`https://open.spotify.com/track/${TRACK}`, `https://open.spotify.com/album/${ALBUM}`]).toContain(
      arrival.url(),
    );
    await landing.getByRole('heading', { name: 'Spotify stand-in' }).waitFor();

    await manager.reload();
    const counts = manager
      .getByRole('listitem')
      .filter({ has: manager.getByRole('heading', { name: title }) })
      .getByRole('list', { name: /per service/ });
    await counts.locator('.click-spotify .click-count').filter({ hasText: '1' }).waitFor();
    expect((await counts.locator('.click-spotify .click-count').textContent())?.trim()).toBe('1');
    expect((await counts.locator('.click-apple_music .click-count').textContent())?.trim()).toBe('0');

    // What a visitor on a phone sees: the page, and the page for a link that leads nowhere.
    await landing.setViewportSize({ width: 375, height: 812 });
    await landing.goto(`/landing/${slug}`);
    await landing.getByRole('heading', { name: title }).waitFor();
    await screenshot(landing, 'landing-public');
    const missing = await landing.goto(`/landing/${slug}/go/youtube_music`);
    expect(missing?.status()).toBe(404);
    expect(missing?.headers()['content-type']).toBe('text/html; charset=utf-8');
    await landing.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(landing, 'landing-error');

    await visitor.close();
    await owner.close();
  });
});
