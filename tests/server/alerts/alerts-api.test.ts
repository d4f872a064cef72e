import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_RULE, ruleForKind } from '@domain/alerts';
import { signIn } from '../../support/test-app';
import { get, post, type TrackingTestApp, trackingTestApp } from '../tracking/support/tracking-app';
import { put, track } from './support/alerts-app';

const rule = {
  events: ['absolute_move', 'milestone'],
  sensitivity: 'high',
  channels: { email: 'daily', telegram: 'off', webhook: 'instant' },
};

describe('alerts API: rules, inbox, guards', () => {
  let testApp: TrackingTestApp;

  beforeAll(async () => {
    testApp = await trackingTestApp('pglite');
  });
  afterAll(() => testApp.close());

  it('answers 401 signed out, 403 unverified, 403 without the CSRF token', async () => {
    const { app } = testApp;
    expect((await get(app, '/api/alerts/rules')).statusCode).toBe(401);
    expect((await get(app, '/api/alerts/inbox')).statusCode).toBe(401);
    expect((await get(app, '/api/alerts/webhooks')).statusCode).toBe(401);
    const user = await signIn(app);
    await testApp.database.db
      .updateTable('users')
      .set({ verified: false })
      .where('id', '=', user.userId)
      .execute();
    const unverified = await get(app, '/api/alerts/unread-count', user.headers);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error).toBe('Please verify your email address first.');
    const other = await signIn(app);
    const withoutCsrf = await app.inject({
      method: 'PUT',
      url: '/api/alerts/rules/default',
      headers: { cookie: other.cookie },
      payload: rule,
    });
    expect(withoutCsrf.statusCode).toBe(403);
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const user = await signIn(testApp.app);
    const badEvent = await put(testApp, '/api/alerts/rules/default', user, {
      ...rule,
      events: ['everything'],
    });
    expect(badEvent.statusCode).toBe(400);
    expect(badEvent.json().success).toBe(false);
    const badChannel = await put(testApp, '/api/alerts/rules/default', user, {
      ...rule,
      channels: { email: 'hourly', telegram: 'off', webhook: 'off' },
    });
    expect(badChannel.statusCode).toBe(400);
    expect(
      (await get(testApp.app, '/api/alerts/rules/album/4tZwfgrHOc3mvqYlEYSvVi', user.headers)).statusCode,
    ).toBe(400);
    expect((await get(testApp.app, '/api/alerts/inbox?page=0', user.headers)).statusCode).toBe(400);
    expect(
      (await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'pigeon' })).statusCode,
    ).toBe(400);
    expect((await post(testApp.app, '/api/alerts/webhooks', user.headers, { url: 42 })).statusCode).toBe(400);
  });

  it('keeps a default rule and per-item overrides that beat it, each described in one sentence', async () => {
    const user = await signIn(testApp.app);
    const artist = testApp.catalog.artists[0]!;
    const initial = (await get(testApp.app, '/api/alerts/rules', user.headers)).json();
    expect(initial).toMatchObject({
      success: true,
      default_rule: DEFAULT_ALERT_RULE,
      overrides: [],
      channels_open: { email: false, telegram: false, webhook: false },
    });
    // A fresh account: email off, no Telegram bot on this installation, no webhook. Nothing is promised.
    expect(initial.description).toMatch(
      /^Alerts for a daily change unusual for the item .* reach your inbox only: /,
    );
    expect(initial.description).not.toMatch(/at once/);
    expect(initial.channel_blocks).toEqual({
      email: 'email_off',
      telegram: 'telegram_unavailable',
      webhook: 'no_webhook',
    });

    const saved = await put(testApp, '/api/alerts/rules/default', user, {
      ...rule,
      events: ['milestone', 'absolute_move'],
    });
    expect(saved.json()).toEqual({
      success: true,
      default_rule: rule,
      description:
        'Alerts for a change of ±5% or ±1,000 followers, or ±5 popularity points, since the last alert and a follower milestone (1K, 10K, 100K, 1M, …) reach your inbox only: Email: off — turn on email notifications in My Account; Webhook: none added — add one under Webhooks.',
    });

    const itemUrl = `/api/alerts/rules/artist/${artist.id}`;
    const notTracked = await put(testApp, itemUrl, user, DEFAULT_ALERT_RULE);
    expect(notTracked.statusCode).toBe(409);
    expect(notTracked.json().error).toBe('Track this item first to give it its own alert rule.');
    expect((await get(testApp.app, itemUrl, user.headers)).json()).toMatchObject({ rule, overridden: false });

    await track(testApp, user, 'artist', artist.id);
    const override = { ...ruleForKind(DEFAULT_ALERT_RULE, 'artist'), sensitivity: 'low' };
    expect((await put(testApp, itemUrl, user, override)).json()).toMatchObject({
      rule: override,
      overridden: true,
    });
    expect((await get(testApp.app, itemUrl, user.headers)).json()).toMatchObject({
      rule: override,
      overridden: true,
    });
    expect((await get(testApp.app, '/api/alerts/rules', user.headers)).json().overrides).toEqual([
      { item: { kind: 'artist', spotify_id: artist.id, name: artist.name }, rule: override },
    ]);
    const reset = await testApp.app.inject({ method: 'DELETE', url: itemUrl, headers: user.headers });
    expect(reset.json()).toMatchObject({ rule, overridden: false });

    // An override of an item no longer tracked is no longer listed.
    await put(testApp, itemUrl, user, override);
    await post(testApp.app, '/api/artist/stop-tracking', user.headers, { remove_id: artist.id });
    expect((await get(testApp.app, '/api/alerts/rules', user.headers)).json().overrides).toEqual([]);
  });

  it('names in the summary only the channels that will deliver, and why the others will not', async () => {
    const user = await signIn(testApp.app);
    await put(testApp, '/api/alerts/rules/default', user, DEFAULT_ALERT_RULE);
    await post(testApp.app, '/api/update_user_settings', user.headers, { email_notifications: 1 });
    const rules = (await get(testApp.app, '/api/alerts/rules', user.headers)).json();
    expect(rules.channel_blocks).toEqual({
      email: null,
      telegram: 'telegram_unavailable',
      webhook: 'no_webhook',
    });
    expect(rules.description).toMatch(
      /, by email at once; not by Telegram: not set up on this installation \(no bot token\); not by Webhook: none added — add one under Webhooks\.$/,
    );
    expect(rules.description).not.toMatch(/Telegram at once|webhook at once/);
  });

  it('refuses with 400 an item rule holding events its kind never raises', async () => {
    const user = await signIn(testApp.app);
    const song = testApp.catalog.tracks[0]!;
    await track(testApp, user, 'track', song.id);
    const trackUrl = `/api/alerts/rules/track/${song.id}`;
    // The default rule, read for a track, offers only a track's events.
    expect((await get(testApp.app, trackUrl, user.headers)).json().rule.events).toEqual([
      'unusual_move',
      'botted_placement',
    ]);
    const refused = await put(testApp, trackUrl, user, {
      ...DEFAULT_ALERT_RULE,
      events: ['milestone', 'grade_change'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      error: 'Tracks have no verdict changes or follower milestones: leave those events out of this rule.',
    });
    const playlist = testApp.catalog.playlists[0]!;
    await track(testApp, user, 'playlist', playlist.id);
    const botted = await put(testApp, `/api/alerts/rules/playlist/${playlist.id}`, user, {
      ...DEFAULT_ALERT_RULE,
      events: ['botted_placement'],
    });
    expect([botted.statusCode, botted.json().error]).toEqual([
      400,
      'Playlists have no placements on likely botted playlists: leave that event out of this rule.',
    ]);
    const fine = await put(testApp, trackUrl, user, { ...DEFAULT_ALERT_RULE, events: ['absolute_move'] });
    expect(fine.statusCode).toBe(200);
  });

  it('records test alerts in the inbox with the result in plain words, and marks them read', async () => {
    const user = await signIn(testApp.app);
    const email = await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'email' });
    expect(email.json()).toEqual({
      success: true,
      result: {
        channel: 'email',
        status: 'failed',
        detail: 'Email notifications are off in My Account. Switch them on to get alerts by email.',
      },
    });
    await post(testApp.app, '/api/update_user_settings', user.headers, { email_notifications: 1 });
    expect((await get(testApp.app, '/api/alerts/rules', user.headers)).json().channels_open).toEqual({
      email: true,
      telegram: false,
      webhook: false,
    });
    const sent = await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'email' });
    expect(sent.json().result).toEqual({ channel: 'email', status: 'sent', detail: null });
    expect(testApp.mailer.sent.at(-1)).toMatchObject({ to: user.email, subject: 'Chartpulse: 1 alert' });
    const webhook = await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'webhook' });
    expect(webhook.json().result).toEqual({
      channel: 'webhook',
      status: 'failed',
      detail: 'No active webhook is registered.',
    });

    const listed = (await get(testApp.app, '/api/alerts/inbox', user.headers)).json();
    expect(listed).toMatchObject({ success: true, page: 1, total: 3, unread: 3 });
    expect(listed.alerts[0]).toMatchObject({
      event: 'test',
      item: null,
      message: 'The test alert by webhook failed: No active webhook is registered.',
      channels: [{ channel: 'webhook', status: 'failed', detail: 'No active webhook is registered.' }],
      read: false,
    });
    expect(listed.alerts[1].channels).toEqual([{ channel: 'email', status: 'sent', detail: null }]);
    // Filtered: by event, item kind and read state; `unread` still counts the whole inbox.
    const tests = (await get(testApp.app, '/api/alerts/inbox?event=test&state=unread', user.headers)).json();
    expect([tests.total, tests.unread]).toEqual([3, 3]);
    const playlists = (await get(testApp.app, '/api/alerts/inbox?kind=playlist', user.headers)).json();
    expect([playlists.total, playlists.alerts]).toEqual([0, []]);
    expect((await get(testApp.app, '/api/alerts/inbox?state=seen', user.headers)).statusCode).toBe(400);
    const one = await post(testApp.app, '/api/alerts/inbox/read', user.headers, {
      ids: [listed.alerts[0].id],
    });
    expect(one.json()).toEqual({ success: true, unread: 2 });
    expect((await post(testApp.app, '/api/alerts/inbox/read', user.headers, {})).json()).toEqual({
      success: true,
      unread: 0,
    });
    expect((await get(testApp.app, '/api/alerts/unread-count', user.headers)).json()).toEqual({
      success: true,
      unread: 0,
    });
  });

  it('lists the alerts routes in the OpenAPI document', async () => {
    const document = (await get(testApp.app, '/api/docs/openapi.json')).json();
    for (const path of [
      '/api/alerts/rules',
      '/api/alerts/rules/default',
      '/api/alerts/rules/{kind}/{id}',
      '/api/alerts/inbox',
      '/api/alerts/unread-count',
      '/api/alerts/inbox/read',
      '/api/alerts/test',
      '/api/alerts/webhooks',
      '/api/alerts/webhooks/{id}/rotate-secret',
      '/api/alerts/webhooks/{id}/deliveries',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
  });
});
