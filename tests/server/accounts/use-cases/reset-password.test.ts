import { describe, expect, it } from 'vitest';
import { RESET_LIFETIME_MS } from '@server/accounts/ports';
import { resetPassword } from '@server/accounts/use-cases/reset-password';
import { accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

const NEW_PASSWORD = 'Brand-New-Pass-9';
const refused = (message: string) => ({ ok: false, error: { kind: 'invalid', message } });

describe('resetPassword', () => {
  it('sets the new password once, verifies the account and signs it out everywhere', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes, { verified: false });
    await fakes.sessions.create(account.id);
    const token = await fakes.resets.issue(account.id);
    expect(await resetPassword(fakes, { token, password: NEW_PASSWORD })).toEqual({
      ok: true,
      value: undefined,
    });
    const after = await fakes.users.findById(account.id);
    expect(await fakes.passwords.verify(NEW_PASSWORD, after!.passwordHash)).toBe(true);
    expect(after!.verified).toBe(true);
    expect(fakes.sessions.countFor(account.id)).toBe(0);
    expect(await resetPassword(fakes, { token, password: NEW_PASSWORD })).toEqual(
      refused('This reset link is invalid or has expired. Please request a new one.'),
    );
  });

  it('refuses an expired token and an unknown one', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes);
    const token = await fakes.resets.issue(account.id);
    fakes.clock.advance(RESET_LIFETIME_MS + 1);
    const expired = refused('This reset link is invalid or has expired. Please request a new one.');
    expect(await resetPassword(fakes, { token, password: NEW_PASSWORD })).toEqual(expired);
    expect(await resetPassword(fakes, { token: 'made-up', password: NEW_PASSWORD })).toEqual(expired);
  });

  it('checks the confirmation, then the password rules, before using up the token', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes);
    const token = await fakes.resets.issue(account.id);
    expect(
      await resetPassword(fakes, { token, password: NEW_PASSWORD, confirmPassword: 'Other-Pass-99' }),
    ).toEqual(refused("Passwords don't match!"));
    expect(await resetPassword(fakes, { token, password: 'weak' })).toEqual(
      refused('The password should be at least 8 characters long.'),
    );
    expect(
      (await resetPassword(fakes, { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).ok,
    ).toBe(true);
  });
});
