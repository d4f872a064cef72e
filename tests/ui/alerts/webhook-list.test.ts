// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AccountAlertsViewModel } from '../../../src/features/alerts/account-alerts-view-model';
import { signedInAlerts } from './support';

async function openWebhooks() {
  const setup = await signedInAlerts();
  const vm = setup.container.get(AccountAlertsViewModel);
  await vm.load();
  return {
    ...setup,
    webhooks: vm.webhooks,
    reopen: async () => {
      const again = setup.container.get(AccountAlertsViewModel);
      await again.load();
      return again.webhooks;
    },
  };
}

describe('WebhookList', () => {
  it('refuses an address that is not https before asking the server', async () => {
    const { webhooks } = await openWebhooks();
    webhooks.setNewUrl('example.com/hook');
    await webhooks.add();
    expect(webhooks.notice).toEqual({
      kind: 'error',
      text: 'Enter the webhook’s address, starting with https://.',
    });
    webhooks.setNewUrl('http://example.com/hook');
    await webhooks.add();
    expect(webhooks.notice).toEqual({
      kind: 'error',
      text: 'The webhook URL must start with https://. Plain http:// is refused on this installation (WEBHOOK_ALLOW_HTTP is off).',
    });
    expect(webhooks.hooks).toEqual([]);
  });

  it('accepts http:// and private addresses when the server says the operator allows them', async () => {
    const { webhooks, alerts, reopen } = await openWebhooks();
    alerts.webhookPolicy = { allow_http: true, allow_private: true };
    const reopened = await reopen();
    expect(reopened.policy).toEqual({ allow_http: true, allow_private: true });
    reopened.setNewUrl('http://192.168.1.20:8080/hook');
    await reopened.add();
    expect(reopened.notice).toBeNull();
    expect(reopened.hooks.map((hook) => hook.url)).toEqual(['http://192.168.1.20:8080/hook']);
    reopened.setNewUrl('example.com/hook');
    await reopened.add();
    expect(reopened.notice?.text).toBe('Enter the webhook’s address, starting with https:// or http://.');
    expect(webhooks.policy).toEqual({ allow_http: false, allow_private: false });
  });

  it('shows the server’s refusal in plain words', async () => {
    const { webhooks } = await openWebhooks();
    webhooks.setNewUrl('https://127.0.0.1/hook');
    await webhooks.add();
    expect(webhooks.notice?.text).toBe(
      "The webhook was not added. Webhooks can only call hosts that resolve to public internet addresses, and this URL's host does not. Private addresses are refused on this installation (WEBHOOK_ALLOW_PRIVATE is off).",
    );
  });

  it('shows a new webhook’s secret once: gone when dismissed, and never in the list again', async () => {
    const { webhooks, reopen } = await openWebhooks();
    webhooks.setNewUrl('https://example.com/hook');
    await webhooks.add();
    expect(webhooks.hooks.map((hook) => hook.url)).toEqual(['https://example.com/hook']);
    expect(webhooks.newUrl).toBe('');
    const secret = webhooks.revealed?.secret;
    expect(secret).toMatch(/^whsec_/);
    webhooks.dismissSecret();
    expect(webhooks.revealed).toBeNull();
    const again = await reopen();
    expect(again.hooks).toHaveLength(1);
    expect(again.revealed).toBeNull();
    expect(JSON.stringify(again.hooks)).not.toContain(secret);
  });

  it('rotates the secret and shows the new one once', async () => {
    const { webhooks } = await openWebhooks();
    webhooks.setNewUrl('https://example.com/hook');
    await webhooks.add();
    const first = webhooks.revealed?.secret;
    webhooks.dismissSecret();
    const hook = webhooks.hooks[0];
    if (!hook) throw new Error('no webhook');
    await webhooks.rotateSecret(hook);
    expect(webhooks.revealed?.secret).toMatch(/^whsec_/);
    expect(webhooks.revealed?.secret).not.toBe(first);
  });

  it('tests a webhook whose receiver fails, and its log shows the status code and attempts', async () => {
    const { webhooks, alerts } = await openWebhooks();
    webhooks.setNewUrl('https://example.com/hook');
    await webhooks.add();
    const hook = webhooks.hooks[0];
    if (!hook) throw new Error('no webhook');
    await webhooks.toggleLog(hook.id);
    expect(webhooks.logs.get(hook.id)).toEqual({ status: 'ready', deliveries: [] });
    alerts.receiverStatus = 500;
    await webhooks.sendTest(hook.id);
    expect(webhooks.tests.outcome(`webhook:${hook.id}`)).toEqual({
      tone: 'error',
      text: 'Webhook test alert failed: The receiver answered 500.',
    });
    const log = webhooks.logs.get(hook.id);
    expect(
      log?.deliveries.map((delivery) => [delivery.status, delivery.last_status_code, delivery.attempts]),
    ).toEqual([['failed', 500, 1]]);
    await webhooks.toggleLog(hook.id);
    expect(webhooks.isLogOpen(hook.id)).toBe(false);
  });

  it('enables a disabled webhook and deletes one', async () => {
    const { webhooks } = await openWebhooks();
    webhooks.setNewUrl('https://example.com/a');
    await webhooks.add();
    webhooks.setNewUrl('https://example.com/b');
    await webhooks.add();
    const [first, second] = webhooks.hooks;
    if (!first || !second) throw new Error('no webhooks');
    await webhooks.enable({
      ...first,
      state: 'disabled',
      disabled_reason: 'Disabled after 10 failed deliveries in a row.',
    });
    expect(webhooks.hooks[0]?.state).toBe('active');
    await webhooks.remove(second);
    expect(webhooks.hooks.map((hook) => hook.url)).toEqual(['https://example.com/a']);
    expect(webhooks.revealed).toBeNull();
  });
});
