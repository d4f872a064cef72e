// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAccountGateway, type FakeAccountOptions } from '@adapters/fake/fake-account-gateway';
import type { FakeAuthGateway } from '@adapters/fake/fake-auth-gateway';
import { AccountGateway } from '@domain/ports/browser/account-gateway';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { AuthStore } from '@shared/auth/auth-store';
import { createContainer } from '../../../src/app/container';
import { accountModule } from '../../../src/features/account/account-module';
import { AccountViewModel } from '../../../src/features/account/account-view-model';

async function accountPage(options: FakeAccountOptions = {}) {
  const container = createContainer('fake');
  container.load(accountModule);
  const auth = container.get<FakeAuthGateway>(AuthGateway);
  const account = new FakeAccountGateway(auth, options);
  container.rebind(AccountGateway).toConstantValue(account);
  const login = await auth.login('demo@chartpulse.test', 'Demo-pass1');
  if (!login.ok) throw new Error('the fake demo login failed');
  container.get(AuthStore).markLoggedIn(login.value);
  const vm = container.get(AccountViewModel);
  await vm.load();
  return { vm, account, statusChecks: vi.spyOn(account, 'telegramLinkStatus') };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AccountViewModel: the Telegram link', () => {
  it('polls the link status every 5 s until it is linked, then stops', async () => {
    const { vm, statusChecks } = await accountPage({ checksUntilLinked: 2 });
    const url = await vm.linkTelegram();
    expect(url).toMatch(/^https:\/\/t\.me\//);
    expect(vm.telegram.status).toBe('pending');
    expect(vm.canUseTelegramNotifications).toBe(false);
    await vi.advanceTimersByTimeAsync(4999);
    expect(statusChecks).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(statusChecks).toHaveBeenCalledTimes(1);
    expect(vm.telegram.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(5000);
    expect(statusChecks).toHaveBeenCalledTimes(2);
    expect(vm.telegram.isLinked).toBe(true);
    expect(vm.canUseTelegramNotifications).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(statusChecks).toHaveBeenCalledTimes(2);
    expect(vm.telegram.isPolling).toBe(false);
  });

  it('stops polling when the page is left', async () => {
    const { vm, statusChecks } = await accountPage({ checksUntilLinked: 100 });
    await vm.linkTelegram();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(statusChecks).toHaveBeenCalledTimes(2);
    vm.dispose();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(statusChecks).toHaveBeenCalledTimes(2);
  });

  it('keeps the Telegram checkbox off until linked, and unlinking turns it off again', async () => {
    const { vm } = await accountPage({ checksUntilLinked: 1 });
    vm.setSetting('telegramNotifications', true);
    expect(vm.settings.telegramNotifications).toBe(false);
    await vm.linkTelegram();
    await vi.advanceTimersByTimeAsync(5000);
    vm.setSetting('telegramNotifications', true);
    await vm.save();
    expect(vm.settings.telegramNotifications).toBe(true);
    await vm.unlinkTelegram();
    expect(vm.telegram.status).toBe('unlinked');
    expect(vm.settings.telegramNotifications).toBe(false);
    expect(vm.hasUnsavedChanges).toBe(false);
    vm.dispose();
  });

  it('says when linking or unlinking fails', async () => {
    const { vm, account } = await accountPage({ checksUntilLinked: 1 });
    account.unreachable = true;
    expect(await vm.linkTelegram()).toBeNull();
    expect(vm.notice).toEqual({
      kind: 'error',
      text: 'An error occurred while linking Telegram. Please try again.',
    });
    account.unreachable = false;
    await vm.linkTelegram();
    await vi.advanceTimersByTimeAsync(5000);
    account.unreachable = true;
    await vm.unlinkTelegram();
    expect(vm.notice).toEqual({ kind: 'error', text: 'An error occurred. Please try again.' });
    expect(vm.telegram.isLinked).toBe(true);
    vm.dispose();
  });

  it('offers no linking when the server has no bot, and does not poll', async () => {
    const { vm, statusChecks } = await accountPage({ telegramAvailable: false });
    expect(vm.status).toBe('ready');
    expect(vm.telegram.available).toBe(false);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(statusChecks).not.toHaveBeenCalled();
  });
});
