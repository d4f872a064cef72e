import { describe, expect, it } from 'vitest';
import { REGISTRATION_TOKEN_LIFETIME_MS } from '@server/accounts/ports';
import { register } from '@server/accounts/use-cases/register';
import { accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

const PASSWORD = 'Sunny-Day-42!';
const form = (email: string) => ({
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  acceptedTerms: true,
});

describe('register', () => {
  it('creates an unverified account, emails its code and returns a registration token for it', async () => {
    const fakes = accountFakes();
    const result = await register(fakes, form('New@Example.com'));
    if (!result.ok) throw new Error(result.error.message);
    const account = await fakes.users.findById(result.value.userId);
    expect(account).toMatchObject({ email: 'new@example.com', verified: false, userType: 'user' });
    expect(await fakes.passwords.verify(PASSWORD, account!.passwordHash)).toBe(true);
    const code = fakes.mailer.codeFor('new@example.com')!;
    expect(await fakes.codes.check(result.value.userId, code)).toBe('ok');
    const now = fakes.clock.now();
    expect(fakes.registrations.allows(result.value.registrationToken, result.value.userId, now)).toBe(true);
    fakes.clock.advance(REGISTRATION_TOKEN_LIFETIME_MS);
    expect(
      fakes.registrations.allows(result.value.registrationToken, result.value.userId, fakes.clock.now()),
    ).toBe(false);
  });

  it('stores the informed-updates choice of the form', async () => {
    const fakes = accountFakes();
    const result = await register(fakes, { ...form('news@example.com'), informedUpdates: true });
    if (!result.ok) throw new Error(result.error.message);
    expect((await fakes.users.settings(result.value.userId)).informed_updates).toBe(1);
  });

  it('accepts API clients that send neither the confirmation nor the terms box', async () => {
    const result = await register(accountFakes(), { email: 'api@example.com', password: PASSWORD });
    expect(result.ok).toBe(true);
  });

  it('keeps the account and reports the failure when the code email cannot be sent', async () => {
    const fakes = accountFakes();
    const failingMail = { ...fakes, mailer: { send: async () => Promise.reject(new Error('SMTP down')) } };
    const result = await register(failingMail, form('offline@example.com'));
    expect(result.ok).toBe(true);
    expect(await fakes.users.findByEmail('offline@example.com')).toBeDefined();
    expect(fakes.reported).toEqual([{ error: new Error('SMTP down'), context: 'verification email failed' }]);
  });

  it.each([
    [{ email: ' ' }, 'All fields are required.'],
    [{ password: '' }, 'All fields are required.'],
    [{ confirmPassword: '' }, 'All fields are required.'],
    [{ acceptedTerms: false }, 'You must accept the Terms and Conditions.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ password: 'short', confirmPassword: 'short' }, 'The password should be at least 8 characters long.'],
    [{ confirmPassword: 'Different-42!' }, 'Passwords do not match.'],
  ])('refuses %o with "%s"', async (change, message) => {
    const fakes = accountFakes();
    expect(await register(fakes, { ...form('rules@example.com'), ...change })).toEqual({
      ok: false,
      error: { kind: 'invalid', message },
    });
    expect(await fakes.users.list()).toEqual([]);
    expect(fakes.mailer.sent).toEqual([]);
  });

  it('refuses a second account for a taken email as a conflict', async () => {
    const fakes = accountFakes();
    await anAccount(fakes, { email: 'twice@example.com' });
    expect(await register(fakes, form('TWICE@example.com'))).toEqual({
      ok: false,
      error: {
        kind: 'conflict',
        message: 'An account with this email already exists. Try logging in instead.',
      },
    });
  });
});
