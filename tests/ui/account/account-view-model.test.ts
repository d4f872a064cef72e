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

const DEMO = { email: 'demo@chartpulse.test', password: 'Demo-pass1' };

async function signedInAccount(options: FakeAccountOptions = {}) {
  const container = createContainer('fake');
  container.load(accountModule);
  const auth = container.get<FakeAuthGateway>(AuthGateway);
  const account = new FakeAccountGateway(auth, options);
  container.rebind(AccountGateway).toConstantValue(account);
  const login = await auth.login(DEMO.email, DEMO.password);
  if (!login.ok) throw new Error('the fake demo login failed');
  const session = container.get(AuthStore);
  session.markLoggedIn(login.value);
  await vi.waitFor(() => expect(session.user?.data).not.toBeNull());
  const open = async () => {
    const vm = container.get(AccountViewModel);
    await vm.load();
    return vm;
  };
  return { vm: await open(), open, account, auth, session };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AccountViewModel: loading and settings', () => {
  it('shows the email, the saved settings and the Telegram link state', async () => {
    const { vm } = await signedInAccount();
    expect(vm.status).toBe('ready');
    expect(vm.email).toBe(DEMO.email);
    expect(vm.settings).toEqual({
      informedUpdates: false,
      emailNotifications: false,
      telegramNotifications: false,
    });
    expect(vm.telegram.available).toBe(true);
    expect(vm.telegram.status).toBe('unlinked');
    expect(vm.hasUnsavedChanges).toBe(false);
    vm.dispose();
  });

  it('says when the settings cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { account, open } = await signedInAccount();
    account.unreachable = true;
    const vm = await open();
    expect(vm.status).toBe('error');
    expect(vm.notice).toEqual({ kind: 'error', text: 'Failed to fetch user settings and link status.' });
  });

  it('saves the checkboxes, which a later visit reads back', async () => {
    const { vm, open } = await signedInAccount();
    vm.setSetting('informedUpdates', true);
    vm.setSetting('emailNotifications', true);
    expect(vm.hasUnsavedChanges).toBe(true);
    await vm.save();
    expect(vm.notice).toEqual({ kind: 'success', text: 'Settings updated successfully!' });
    expect(vm.hasUnsavedChanges).toBe(false);
    const again = await open();
    expect(again.settings).toMatchObject({ informedUpdates: true, emailNotifications: true });
    vm.dispose();
    again.dispose();
  });

  it('counts changes as unsaved until they are undone or saved', async () => {
    const { vm } = await signedInAccount();
    vm.setSetting('emailNotifications', true);
    expect(vm.hasUnsavedChanges).toBe(true);
    vm.setSetting('emailNotifications', false);
    expect(vm.hasUnsavedChanges).toBe(false);
    vm.setPasswordField('old_password', 'x');
    expect(vm.hasUnsavedChanges).toBe(true);
    vm.setPasswordField('old_password', '');
    expect(vm.hasUnsavedChanges).toBe(false);
    vm.dispose();
  });

  it('reports a failed save, and a 401 signs out', async () => {
    const { vm, account, auth, session } = await signedInAccount();
    vm.setSetting('emailNotifications', true);
    account.unreachable = true;
    await vm.save();
    expect(vm.notice).toEqual({ kind: 'error', text: 'An error occurred. Please try again.' });
    expect(vm.hasUnsavedChanges).toBe(true);
    expect(vm.isSaving).toBe(false);
    account.unreachable = false;
    await auth.logout();
    await vm.save();
    expect(session.isAuthenticated).toBe(false);
    expect(session.signOutNotice).toBe('Session expired. Please log in again.');
    vm.dispose();
  });
});

describe('AccountViewModel: password change', () => {
  it.each([
    [{ old_password: 'Demo-pass1' }, 'All password fields must be filled out!'],
    [
      { old_password: 'Demo-pass1', new_password: 'short', confirm_password: 'short' },
      'Password must be at least 8 characters long and include one uppercase letter, one lowercase letter, one digit, one special character, and no spaces.',
    ],
    [
      { old_password: 'Demo-pass1', new_password: 'N3w-Password', confirm_password: 'N3w-Passw0rd' },
      'Passwords do not match!',
    ],
    [
      { old_password: 'wrong-Pass1', new_password: 'N3w-Password', confirm_password: 'N3w-Password' },
      'Your current password is incorrect.',
    ],
  ])('refuses %o with its message', async (fields, message) => {
    const { vm } = await signedInAccount();
    for (const [name, value] of Object.entries(fields)) {
      vm.setPasswordField(name as 'old_password', value);
    }
    await vm.save();
    expect(vm.notice).toEqual({ kind: 'error', text: message });
    vm.dispose();
  });

  it('changes the password, clears the fields, and the new one logs in', async () => {
    const { vm, auth } = await signedInAccount();
    vm.setPasswordField('old_password', DEMO.password);
    vm.setPasswordField('new_password', 'N3w-Password!');
    vm.setPasswordField('confirm_password', 'N3w-Password!');
    await vm.save();
    expect(vm.notice).toEqual({
      kind: 'success',
      text: 'Your password was changed. Settings updated successfully!',
    });
    expect(vm.password).toEqual({ old_password: '', new_password: '', confirm_password: '' });
    expect((await auth.login(DEMO.email, DEMO.password)).ok).toBe(false);
    expect((await auth.login(DEMO.email, 'N3w-Password!')).ok).toBe(true);
    vm.dispose();
  });
});
