// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpAlertsGateway } from '@adapters/http/http-alerts-gateway';
import type { AlertRule, WebhookSummary } from '@domain/alerts/alert-contracts';
import { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import { type Call, type Reply, scriptedCalls } from '../support/scripted-api';
import { featureGateway } from '../support/feature-gateway';

/** An HttpAlertsGateway over a client answered by `route`, recording every call. */
function gateway(route: (...call: Call) => Reply) {
  const { api, calls } = scriptedCalls(route);
  return { alerts: new HttpAlertsGateway(api), deferred: featureGateway(AlertsGateway, api), calls };
}

const RULE: AlertRule = {
  events: ['unusual_move'],
  sensitivity: 'high',
  channels: { email: 'instant', telegram: 'off', webhook: 'daily' },
};
const OPEN = { email: true, telegram: false, webhook: false };
const HOOK: WebhookSummary = {
  id: 7,
  url: 'https://example.com/hook',
  state: 'active',
  disabled_reason: null,
  created_at: '2026-11-26T10:00:00.000Z',
  consecutive_failures: 0,
};
const ok = (data: object) => ({ status: 200, data: { success: true, ...data } });

const READY = { email: null, telegram: 'telegram_not_linked', webhook: 'no_webhook' };
const POLICY = { allow_http: false, allow_private: true };

describe('HttpAlertsGateway', () => {
  it('reads and writes rules on the contract’s paths', async () => {
    const { alerts, calls } = gateway((method, url) => {
      if (url === '/alerts/rules')
        return ok({
          default_rule: RULE,
          description: 'You will be alerted when …',
          overrides: [],
          channels_open: OPEN,
          channel_blocks: READY,
        });
      if (url === '/alerts/rules/default') return ok({ default_rule: RULE, description: 'Saved.' });
      return ok({ rule: RULE, overridden: method === 'put', description: 'Item.' });
    });
    expect(await alerts.rules()).toEqual({
      ok: true,
      value: {
        default_rule: RULE,
        description: 'You will be alerted when …',
        overrides: [],
        channels_open: OPEN,
        channel_blocks: READY,
      },
    });
    expect(await alerts.saveDefaultRule(RULE)).toEqual({
      ok: true,
      value: { rule: RULE, description: 'Saved.' },
    });
    expect(await alerts.itemRule('artist', 'a b')).toEqual({
      ok: true,
      value: { rule: RULE, overridden: false, description: 'Item.' },
    });
    await alerts.saveItemRule('track', 't1', RULE);
    const reset = await alerts.resetItemRule('playlist', 'p1');
    expect(reset.ok && reset.value.overridden).toBe(false);
    expect(calls).toEqual([
      ['get', '/alerts/rules', undefined],
      ['put', '/alerts/rules/default', RULE],
      ['get', '/alerts/rules/artist/a%20b', undefined],
      ['put', '/alerts/rules/track/t1', RULE],
      ['delete', '/alerts/rules/playlist/p1', undefined],
    ]);
  });

  it('manages webhooks: the secret of a new one and of a rotation, enable, delete, deliveries', async () => {
    const { alerts, calls } = gateway((method, url) => {
      if (url === '/alerts/webhooks' && method === 'post') return ok({ webhook: HOOK, secret: 'whsec_1' });
      if (url === '/alerts/webhooks') return ok({ webhooks: [HOOK], policy: POLICY });
      if (url.endsWith('/rotate-secret')) return ok({ secret: 'whsec_2' });
      if (url.endsWith('/enable')) return ok({ webhook: HOOK });
      if (url.endsWith('/deliveries')) return ok({ deliveries: [] });
      return ok({});
    });
    expect(await alerts.webhooks()).toEqual({ ok: true, value: { webhooks: [HOOK], policy: POLICY } });
    expect(await alerts.addWebhook(HOOK.url)).toEqual({
      ok: true,
      value: { webhook: HOOK, secret: 'whsec_1' },
    });
    expect(await alerts.rotateWebhookSecret(7)).toEqual({ ok: true, value: 'whsec_2' });
    expect(await alerts.enableWebhook(7)).toEqual({ ok: true, value: HOOK });
    expect(await alerts.deleteWebhook(7)).toEqual({ ok: true, value: undefined });
    expect(await alerts.webhookDeliveries(7)).toEqual({ ok: true, value: [] });
    expect(calls.map(([method, url, body]) => [method, url, body])).toEqual([
      ['get', '/alerts/webhooks', undefined],
      ['post', '/alerts/webhooks', { url: HOOK.url }],
      ['post', '/alerts/webhooks/7/rotate-secret', undefined],
      ['post', '/alerts/webhooks/7/enable', undefined],
      ['delete', '/alerts/webhooks/7', undefined],
      ['get', '/alerts/webhooks/7/deliveries', undefined],
    ]);
  });

  it('reads the inbox by page, the unread count, marks read and sends tests', async () => {
    const result = { channel: 'webhook', status: 'failed', detail: 'The receiver answered 500.' };
    const { alerts, calls } = gateway((_method, url) => {
      if (url === '/alerts/inbox') return ok({ alerts: [], page: 2, total: 21, unread: 1 });
      if (url === '/alerts/unread-count') return ok({ unread: 4 });
      if (url === '/alerts/inbox/read') return ok({ unread: 0 });
      return ok({ result });
    });
    expect(await alerts.inbox(2)).toEqual({ ok: true, value: { alerts: [], page: 2, total: 21, unread: 1 } });
    expect(await alerts.unreadCount()).toEqual({ ok: true, value: 4 });
    expect(await alerts.markRead()).toEqual({ ok: true, value: 0 });
    await alerts.markRead([3, 4]);
    expect(await alerts.sendTest('webhook', 7)).toEqual({ ok: true, value: result });
    await alerts.sendTest('email');
    expect(calls).toEqual([
      ['get', '/alerts/inbox', undefined, { page: 2 }],
      ['get', '/alerts/unread-count', undefined],
      ['post', '/alerts/inbox/read', {}],
      ['post', '/alerts/inbox/read', { ids: [3, 4] }],
      ['post', '/alerts/test', { channel: 'webhook', webhook_id: 7 }],
      ['post', '/alerts/test', { channel: 'email' }],
    ]);
  });

  it('answers the server’s refusal, a malformed answer and a request without answer as failures', async () => {
    const { alerts } = gateway((_method, url) => {
      if (url === '/alerts/webhooks')
        return { status: 400, data: { success: false, error: 'The URL must use https.' } };
      if (url === '/alerts/unread-count') return ok({});
      return 'network-down';
    });
    expect(await alerts.addWebhook('http://x')).toEqual({
      ok: false,
      error: 'The URL must use https.',
      status: 400,
    });
    expect((await alerts.unreadCount()).ok).toBe(false);
    expect(await alerts.inbox(1)).toEqual({ ok: false, error: null, status: null });
  });

  it('loads its code on the first call when deferred', async () => {
    const { deferred, calls } = gateway(() => ok({ unread: 2 }));
    expect(await deferred.unreadCount()).toEqual({ ok: true, value: 2 });
    expect(calls).toHaveLength(1);
  });
});
