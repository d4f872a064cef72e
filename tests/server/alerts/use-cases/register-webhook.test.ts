import { describe, expect, it } from 'vitest';
import { registerWebhook } from '@server/alerts/use-cases/register-webhook';
import { InMemoryWebhooks } from '../../../support/fakes/alerts/in-memory-alerts';

const NOW = new Date('2026-04-01T08:00:00Z');

function deps(allowHttp: boolean) {
  return {
    webhooks: new InMemoryWebhooks(),
    // WEBHOOK_ALLOW_PRIVATE on: the address guard lets every host through.
    guard: { refusal: async () => null },
    secrets: { next: () => 'whsec_x' },
    clock: { now: () => NOW },
    allowHttp,
  };
}

describe('registering a webhook: plain http is its own switch', () => {
  it('refuses http:// while WEBHOOK_ALLOW_HTTP is off, even with private addresses allowed', async () => {
    expect(await registerWebhook(deps(false), { userId: 1, url: 'http://127.0.0.1:9000/hook' })).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        message:
          'The webhook URL must start with https://. Plain http:// is refused on this installation (WEBHOOK_ALLOW_HTTP is off).',
      },
    });
  });

  it('accepts http:// when it is on, and stops at 5 webhooks', async () => {
    const open = deps(true);
    for (let n = 0; n < 5; n++) {
      const registered = await registerWebhook(open, { userId: 1, url: `http://127.0.0.1:9000/${n}` });
      expect(registered.ok).toBe(true);
    }
    expect(await registerWebhook(open, { userId: 1, url: 'https://hooks.example/6' })).toEqual({
      ok: false,
      error: { kind: 'conflict', message: 'You can register at most 5 webhooks.' },
    });
  });
});
