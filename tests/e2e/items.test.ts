import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { csvParseRows } from 'd3-dsv';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { screenshot } from './support/pages';
import type { RunningServer } from './support/server';
import { sharedServer, signedInContext } from './support/shared-server';

type Kind = 'artist' | 'track' | 'playlist';

const MESSAGES: Record<Kind, { started: string; stopped: string }> = {
  artist: { started: 'Started tracking the artist!', stopped: 'Stopped tracking the artist!' },
  track: { started: 'Started tracking the track!', stopped: 'Stopped tracking the track!' },
  playlist: { started: 'Started tracking the track!', stopped: 'Stopped tracking the track!' },
};

const DAY = /^\d\d\/\d\d\/\d{4}$/;

describe.skipIf(!browserAvailable())('signed-in item pages in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** The demo user's tracked items: [kind, spotify id]. */
  const tracked: Partial<Record<Kind, string>> = {};
  let bottedPlaylist = '';

  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser();
    context = await signedInContext(browser, 'user', { viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto('/');
    const list = async (path: string, key: string) =>
      ((await (await page.request.get(path)).json()) as Record<string, Array<Record<string, string>>>)[key]!;
    tracked.artist = (await list('/api/user/artists', 'artists'))[0]!.spotify_artist_id;
    tracked.track = (await list('/api/user/tracks', 'tracks'))[0]!.spotify_track_id;
    const playlists = (await list('/api/user/playlists', 'playlists')).map((row) => row.spotify_playlist_id!);
    tracked.playlist = playlists.at(-1);
    for (const id of playlists) {
      const info = await (await page.request.get(`/api/playlist/${id}`)).json();
      if (info.chart_analysis.verdict === 'likely_botted') {
        bottedPlaylist = id;
        break;
      }
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The time-axis labels of a chart, as days since the epoch. */
  async function timeTicks(chart: Locator): Promise<number[]> {
    const labels = await chart.locator('.ts-chart-axis--time .tick text').allTextContents();
    return labels.map((label) => {
      expect(label).toMatch(DAY);
      const [day, month, year] = label.split('/').map(Number);
      return Date.UTC(year!, month! - 1, day!) / 86_400_000;
    });
  }

  const spanOf = (ticks: number[]) => ticks.at(-1)! - ticks[0]!;

  for (const kind of ['artist', 'track', 'playlist'] as const) {
    it(`stops and starts tracking a ${kind} with the exact messages`, async () => {
      await page.goto(`/${kind}/${tracked[kind]}`);
      await page.getByRole('button', { name: 'Stop Tracking' }).click();
      const stopped = page.getByRole('status').filter({ hasText: MESSAGES[kind].stopped });
      await stopped.waitFor();
      expect(await stopped.locator('.dismissible-text').textContent()).toBe(MESSAGES[kind].stopped);
      // Its history stays, with the Track button and a note saying why it is or is not read: the demo
      // user was its only tracker, so it is read on only if somebody opened it lately (another file of
      // the run may have: the visitors' pages of the accessibility scan).
      if (kind === 'playlist') {
        await page
          .getByText(
            /^Chartpulse (does not read this playlist now|reads this playlist daily because people opened it lately)/,
          )
          .waitFor();
      }
      await stopped.getByRole('button', { name: 'Dismiss message' }).click();
      await stopped.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Track', exact: true }).click();
      const started = page.getByRole('status').filter({ hasText: MESSAGES[kind].started });
      await started.waitFor();
      expect(await started.locator('.dismissible-text').textContent()).toBe(MESSAGES[kind].started);
      await page.getByRole('button', { name: 'Stop Tracking' }).waitFor();
      if (kind === 'playlist') await page.getByRole('group', { name: 'Followers over time' }).waitFor();
    });
  }

  it('draws the artist charts; a wheel zoom narrows the days shown and a double-click restores them', async () => {
    await page.goto(`/artist/${tracked.artist}`);
    await page.getByText('Followers since last check:').waitFor();
    expect(await page.getByText('Cumulative growth').count()).toBe(2);
    const chart = page
      .locator('figure.ts-chart')
      .filter({ has: page.getByRole('group', { name: 'Followers over time' }) });
    await chart.locator('.ts-chart-line').waitFor({ state: 'attached' });
    expect((await chart.locator('.ts-chart-line').getAttribute('d'))?.length).toBeGreaterThan(100);
    const before = await timeTicks(chart);
    expect(spanOf(before)).toBeGreaterThan(200);
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.locator('.ts-chart-box').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -800);
    await expect
      .poll(async () => spanOf(await timeTicks(chart)), { timeout: 5000 })
      .toBeLessThan(spanOf(before));
    await page.waitForTimeout(600); // the chart's post-zoom lock
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => timeTicks(chart), { timeout: 5000 }).toEqual(before);

    await page.waitForTimeout(600); // the tooltip stays off just after a zoom
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 4 });
    const tooltip = chart.locator('.ts-chart-tooltip');
    await tooltip.waitFor({ state: 'visible' });
    expect(await tooltip.locator('.ts-chart-tooltip-date').textContent()).toMatch(DAY);
    expect(await tooltip.textContent()).toMatch(/Followers: [\d,]+/);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, 'items-artist-signed-in');
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows the grade, its reasons and events, red anomaly points and event bands on a botted demo playlist, and downloads its history as CSV', async () => {
    expect(bottedPlaylist).not.toBe('');
    await page.goto(`/playlist/${bottedPlaylist}`);
    const chart = page.locator('figure.ts-chart');
    await chart.locator('circle[data-kind="extreme"]').first().waitFor({ state: 'attached' });
    expect(await chart.locator('circle[data-kind="extreme"]').first().getAttribute('fill')).toBe('#ff4d4f');
    const botCheck = page.locator('.bot-check');
    expect(await botCheck.locator('.verdict-badge').first().textContent()).toMatch(
      /^Likely botted · (medium|high) confidence$/,
    );
    expect(await botCheck.locator('.verdict-reasons li').count()).toBeGreaterThan(0);
    const event = page.locator('.anomaly-select').first();
    const eventText = (await event.textContent()) ?? '';
    expect(eventText).toMatch(
      /^(Burst|Drip|Purge) on [^:]+: [+-][\d,]+ in \d+ days?, [+-]?\d+% of the audience before it$/,
    );
    const bands = chart.locator('.ts-chart-band-tab title');
    expect(await bands.count()).toBe(await page.locator('.anomaly-select').count());
    // The band names the same event with the same one size as the list.
    expect(await bands.first().textContent()).toContain(eventText.split(': ')[1]!);
    await event.click();
    expect(await event.getAttribute('aria-pressed')).toBe('true');
    const tooltip = chart.locator('.ts-chart-tooltip');
    await tooltip.waitFor({ state: 'visible' });
    expect(await tooltip.locator('.ts-chart-tooltip-date').textContent()).toMatch(DAY);
    await page.getByText('Average daily change', { exact: true }).waitFor();
    await page.getByText('Monthly growth').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /^Download CSV/ }).click(),
    ]);
    // Saved here: the run's one Chromium (a browser server) gives a download no local path.
    const saved = path.join(tmpdir(), `e2e-history-${Date.now()}.csv`);
    await download.saveAs(saved);
    // A history thinned by retention ends with a `# …` line saying where; it is not a reading.
    const text = readFileSync(saved, 'utf8').trim();
    const [header, ...rows] = csvParseRows(text).filter(([first]) => !first?.startsWith('#'));
    rmSync(saved);
    expect(header).toEqual([
      'checked_at',
      'followers',
      'anomaly_type',
      'event_kind',
      'event',
      'playlist_grade',
      'source',
    ]);
    expect(rows.length).toBeGreaterThan(300);
    expect(rows.every(([at, followers]) => !Number.isNaN(Date.parse(at!)) && /^\d+$/.test(followers!))).toBe(
      true,
    );
    expect(rows.some((row) => row[2] === 'extreme')).toBe(true);
    expect(rows.some((row) => /^(burst|drip|purge) on [^ ]+ \([+-][\d,]+ in \d+ days?, /.test(row[4]!))).toBe(
      true,
    );
    expect(rows.every((row) => /^likely_botted \((medium|high) confidence\)$/.test(row[5]!))).toBe(true);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, 'items-playlist-signed-in');
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('works from the keyboard alone: reach the chart, move the tooltip, zoom and reset', async () => {
    await page.goto(`/track/${tracked.track}`);
    const group = page.getByRole('group', { name: 'Popularity over time' });
    await group.waitFor();
    const chart = page.locator('figure.ts-chart');
    await chart.locator('.ts-chart-axis--time .tick').first().waitFor({ state: 'attached' });
    const aspect = await chart.locator('.ts-chart-box').evaluate((box) => getComputedStyle(box).aspectRatio);
    expect(aspect).toBe('960 / 480');
    await page.locator('body').focus();
    for (let press = 0; press < 60; press += 1) {
      if (await group.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await group.evaluate((element) => element === document.activeElement)).toBe(true);
    const before = await timeTicks(chart);
    const tooltip = chart.locator('.ts-chart-tooltip');
    await page.keyboard.press('End');
    await tooltip.waitFor({ state: 'visible' });
    const last = await tooltip.locator('.ts-chart-tooltip-date').textContent();
    expect(await tooltip.textContent()).toMatch(/Popularity: \d+/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tooltip.locator('.ts-chart-tooltip-date').textContent()).not.toBe(last);
    await page.keyboard.press('+');
    await expect.poll(async () => spanOf(await timeTicks(chart))).toBeLessThan(spanOf(before));
    await page.keyboard.press('0');
    await expect.poll(() => timeTicks(chart)).toEqual(before);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, 'items-track-signed-in');
    }
  });
});
