// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpAccountGateway } from '@adapters/http/http-account-gateway';
import { AccountGateway } from '@domain/ports/browser/account-gateway';
import { createContainer } from '../../../src/app/container';
import { type Call, type Reply, scriptedCalls } from '../support/scripted-api';
import { featureGateway } from '../support/feature-gateway';

/** An HttpAccountGateway over a client answered by `route`, recording every call. */
function gateway(route: (...call: Call) => Reply) {
  const { api, calls } = scriptedCalls(route);
  return { account: new HttpAccountGateway(api), deferred: featureGateway(AccountGateway, api), calls };
}

describe('HttpAccountGateway', () => {
  it('reads the 1/0 settings as booleans and sends them back as 1/0', async () => {
    const { account, calls } = gateway((method) =>
      method === 'get'
        ? {
            status: 200,
            data: {
              success: true,
              settings: { email_notifications: 1, telegram_notifications: 0, informed_updates: 1 },
            },
          }
        : { status: 200, data: { success: true, message: 'Settings updated successfully!' } },
    );
    const settings = await account.settings();
    expect(settings).toEqual({
      ok: true,
      value: { emailNotifications: true, telegramNotifications: false, informedUpdates: true },
    });
    if (!settings.ok) throw new Error('unreachable');
    await expect(account.updateSettings({ ...settings.value, informedUpdates: false })).resolves.toEqual({
      ok: true,
      value: undefined,
    });
    expect(calls).toEqual([
      ['get', '/user_settings', undefined],
      [
        'post',
        '/update_user_settings',
        { email_notifications: 1, telegram_notifications: 0, informed_updates: 0 },
      ],
    ]);
  });

  it("changes the password and answers the server's message or error", async () => {
    const form = { old_password: 'Old-pass1', new_password: 'N3w-Pass!', confirm_password: 'N3w-Pass!' };
    let reply: Reply = { status: 200, data: { success: true, message: 'Password updated successfully' } };
    const { account, calls } = gateway(() => reply);
    await expect(account.changePassword(form)).resolves.toEqual({
      ok: true,
      value: 'Password updated successfully',
    });
    expect(calls[0]).toEqual(['post', '/change_password', form]);
    reply = { status: 400, data: { success: false, error: 'Your current password is incorrect.' } };
    await expect(account.changePassword(form)).resolves.toEqual({
      ok: false,
      error: 'Your current password is incorrect.',
      status: 400,
    });
  });

  it('speaks the Telegram routes', async () => {
    const { account, calls } = gateway((_, url) => {
      if (url === '/telegram/availability') return { status: 200, data: { success: true, available: true } };
      if (url === '/generate_telegram_token')
        return { status: 200, data: { success: true, link: 'https://t.me/bot?start=abc' } };
      if (url === '/check_telegram_link_status')
        return { status: 200, data: { success: true, status: 'pending' } };
      return { status: 200, data: { success: true, status: 'unlinked' } };
    });
    await expect(account.telegramAvailable()).resolves.toEqual({ ok: true, value: true });
    await expect(account.createTelegramLink()).resolves.toEqual({
      ok: true,
      value: 'https://t.me/bot?start=abc',
    });
    await expect(account.telegramLinkStatus()).resolves.toEqual({ ok: true, value: 'pending' });
    await expect(account.unlinkTelegram()).resolves.toEqual({ ok: true, value: undefined });
    expect(calls.map(([method, url]) => `${method} ${url}`)).toEqual([
      'get /telegram/availability',
      'post /generate_telegram_token',
      'get /check_telegram_link_status',
      'post /unlink_telegram',
    ]);
  });

  it('takes a server without the Telegram routes (404) as linking unavailable', async () => {
    const { account } = gateway(() => ({ status: 404, data: { success: false, error: 'Not found' } }));
    await expect(account.telegramAvailable()).resolves.toEqual({ ok: true, value: false });
  });

  it('fails on an unknown link status, a 401 and a dead network', async () => {
    let reply: Reply = { status: 200, data: { success: true, status: 'maybe' } };
    const { account } = gateway(() => reply);
    await expect(account.telegramLinkStatus()).resolves.toMatchObject({ ok: false });
    reply = { status: 401, data: { success: false, error: 'Please log in to continue.' } };
    await expect(account.settings()).resolves.toEqual({
      ok: false,
      error: 'Please log in to continue.',
      status: 401,
    });
    reply = 'network-down';
    await expect(account.telegramAvailable()).resolves.toEqual({ ok: false, error: null, status: null });
  });

  it('loads on first use when deferred, answering the same', async () => {
    const { deferred, calls } = gateway(() => ({ status: 200, data: { success: true, available: true } }));
    expect(calls).toEqual([]);
    await expect(deferred.telegramAvailable()).resolves.toEqual({ ok: true, value: true });
    await expect(deferred.unlinkTelegram()).resolves.toEqual({ ok: true, value: undefined });
    expect(calls.map(([method, url]) => `${method} ${url}`)).toEqual([
      'get /telegram/availability',
      'post /unlink_telegram',
    ]);
  });

  it('is bound deferred in the http container, as a plain object', () => {
    const account = createContainer('http').get<AccountGateway>(AccountGateway);
    expect(account).not.toBeInstanceOf(HttpAccountGateway);
    expect((account as unknown as { then?: unknown }).then).toBeUndefined();
    expect(typeof account.settings).toBe('function');
  });
});
