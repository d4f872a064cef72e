import { describe, expect, it } from 'vitest';
import { changePassword } from '@server/accounts/use-cases/change-password';
import { type AccountFakes, accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

const OLD = 'Old-Pass-1234!';
const NEW = 'Brand-New-Pass-9';
const refused = (message: string) => ({ ok: false, error: { kind: 'invalid', message } });

async function signedIn(fakes: AccountFakes, password: string | null = OLD) {
  const account = await anAccount(fakes, { password });
  const here = (await fakes.sessions.resolve(await fakes.sessions.create(account.id)))!;
  return { account, keepSessionId: here.sessionId };
}

describe('changePassword', () => {
  it('changes the password, keeps the asking session and revokes the others', async () => {
    const fakes = accountFakes();
    const { account, keepSessionId } = await signedIn(fakes);
    await fakes.sessions.create(account.id);
    const form = { old_password: OLD, new_password: NEW, confirm_password: NEW };
    expect(await changePassword(fakes, { userId: account.id, keepSessionId, form })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await fakes.passwords.verify(NEW, (await fakes.users.findById(account.id))!.passwordHash)).toBe(
      true,
    );
    expect(fakes.sessions.countFor(account.id)).toBe(1);
  });

  it.each([
    [{ old_password: '', new_password: '', confirm_password: '' }, 'All password fields must be filled out!'],
    [
      { old_password: OLD, new_password: '', confirm_password: NEW },
      'All password fields must be filled out!',
    ],
    [{ old_password: OLD, new_password: NEW, confirm_password: 'x' }, 'Passwords do not match!'],
    [
      { old_password: 'Not-The-One-1', new_password: NEW, confirm_password: NEW },
      'Your current password is incorrect.',
    ],
  ])('refuses %o with "%s"', async (form, message) => {
    const fakes = accountFakes();
    const { account, keepSessionId } = await signedIn(fakes);
    expect(await changePassword(fakes, { userId: account.id, keepSessionId, form })).toEqual(
      refused(message),
    );
    expect(await fakes.passwords.verify(OLD, (await fakes.users.findById(account.id))!.passwordHash)).toBe(
      true,
    );
  });

  it('refuses a weak new password with the rules message', async () => {
    const fakes = accountFakes();
    const { account, keepSessionId } = await signedIn(fakes);
    const result = await changePassword(fakes, {
      userId: account.id,
      keepSessionId,
      form: { old_password: OLD, new_password: 'weak', confirm_password: 'weak' },
    });
    expect(!result.ok && result.error.kind).toBe('invalid');
    expect(!result.ok && result.error.message).toMatch(/^Password must be at least 8 characters long/);
  });

  it('points a Google-only account to "Forgot password"', async () => {
    const fakes = accountFakes();
    const { account, keepSessionId } = await signedIn(fakes, null);
    const form = { old_password: OLD, new_password: NEW, confirm_password: NEW };
    expect(await changePassword(fakes, { userId: account.id, keepSessionId, form })).toEqual(
      refused('This account signs in with Google and has no password. Use "Forgot password" to set one.'),
    );
  });

  it('refuses a deleted account as unauthorized', async () => {
    const form = { old_password: OLD, new_password: NEW, confirm_password: NEW };
    expect(await changePassword(accountFakes(), { userId: 404, keepSessionId: 1, form })).toEqual({
      ok: false,
      error: { kind: 'unauthorized', message: 'Authentication required.' },
    });
  });
});
