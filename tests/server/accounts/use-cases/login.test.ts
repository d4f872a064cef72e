import { describe, expect, it } from 'vitest';
import { login } from '@server/accounts/use-cases/login';
import { accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

describe('login', () => {
  it('signs in with the right password, whatever the email case, and starts a session', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes, { email: 'ada@example.com', password: 'Right-Pass-1!' });
    const result = await login(fakes, { email: ' ADA@example.com', password: 'Right-Pass-1!' });
    expect(result).toEqual({ ok: true, value: { user: account, token: expect.any(String) } });
    if (!result.ok) return;
    expect((await fakes.sessions.resolve(result.value.token))?.user.id).toBe(account.id);
  });

  it('signs in an unverified account too (the SPA then asks for the code)', async () => {
    const fakes = accountFakes();
    await anAccount(fakes, { email: 'new@example.com', password: 'Right-Pass-1!', verified: false });
    const result = await login(fakes, { email: 'new@example.com', password: 'Right-Pass-1!' });
    expect(result.ok && result.value.user.verified).toBe(false);
  });

  it('refuses a wrong password and an unknown email with the same failure', async () => {
    const fakes = accountFakes();
    await anAccount(fakes, { email: 'ada@example.com', password: 'Right-Pass-1!' });
    const wrong = await login(fakes, { email: 'ada@example.com', password: 'Wrong-Pass-1!' });
    const unknown = await login(fakes, { email: 'bob@example.com', password: 'Wrong-Pass-1!' });
    expect(wrong).toEqual({
      ok: false,
      error: { kind: 'unauthorized', message: 'Invalid email or password.' },
    });
    expect(unknown).toEqual(wrong);
  });

  it('refuses a Google-only account a password login', async () => {
    const fakes = accountFakes();
    await anAccount(fakes, { email: 'gina@example.com', password: null });
    expect((await login(fakes, { email: 'gina@example.com', password: 'Anything-1!' })).ok).toBe(false);
  });

  it.each([
    { email: '  ', password: 'Right-Pass-1!' },
    { email: 'ada@example.com', password: '' },
  ])('asks for both fields (%o)', async (input) => {
    expect(await login(accountFakes(), input)).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'Please enter your email and password.' },
    });
  });
});
