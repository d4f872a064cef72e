import { describe, expect, it } from 'vitest';
import { CODE_LIFETIME_MS } from '../../../../server/accounts/ports';
import { verifyEmail } from '../../../../server/accounts/use-cases/verify-email';
import { type AccountFakes, accountFakes, anAccount } from '../fakes/account-fakes';

async function pendingAccount(fakes: AccountFakes) {
  const account = await anAccount(fakes, { verified: false });
  return { account, code: await fakes.codes.issue(account.id) };
}

const refused = (message: string) => ({ ok: false, error: { kind: 'invalid', message } });

describe('verifyEmail', () => {
  it('verifies the account with the right code and signs it in', async () => {
    const fakes = accountFakes();
    const { account, code } = await pendingAccount(fakes);
    const result = await verifyEmail(fakes, { userId: account.id, code: ` ${code} ` });
    expect(result).toEqual({
      ok: true,
      value: { user: { ...account, verified: true }, token: expect.any(String) },
    });
    expect((await fakes.users.findById(account.id))?.verified).toBe(true);
  });

  it('refuses a code that is not six digits before looking anything up', async () => {
    const fakes = accountFakes();
    expect(await verifyEmail(fakes, { userId: 1, code: 'abc' })).toEqual(
      refused('Please enter the 6-digit code from the email.'),
    );
  });

  it('refuses an unknown user and a wrong code alike', async () => {
    const fakes = accountFakes();
    const { account, code } = await pendingAccount(fakes);
    const wrong = code === '999999' ? '999998' : '999999';
    expect(await verifyEmail(fakes, { userId: 999, code })).toEqual(refused('Invalid verification code.'));
    expect(await verifyEmail(fakes, { userId: account.id, code: wrong })).toEqual(
      refused('Invalid verification code.'),
    );
  });

  it('locks after five wrong codes', async () => {
    const fakes = accountFakes();
    const { account, code } = await pendingAccount(fakes);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await verifyEmail(fakes, { userId: account.id, code: '000000' });
    const fifth = await verifyEmail(fakes, { userId: account.id, code: '000000' });
    expect(fifth).toEqual(refused('Too many wrong codes. Please request a new code.'));
    expect(await verifyEmail(fakes, { userId: account.id, code })).toEqual(fifth);
  });

  it('refuses an expired code', async () => {
    const fakes = accountFakes();
    const { account, code } = await pendingAccount(fakes);
    fakes.clock.advance(CODE_LIFETIME_MS);
    expect(await verifyEmail(fakes, { userId: account.id, code })).toEqual(
      refused('This verification code has expired. Please request a new one.'),
    );
  });

  it('tells apart "no code pending" and "already verified"', async () => {
    const fakes = accountFakes();
    const unverified = await anAccount(fakes, { verified: false });
    const verified = await anAccount(fakes, { verified: true });
    expect(await verifyEmail(fakes, { userId: unverified.id, code: '123456' })).toEqual(
      refused('No code is pending. Please request a new code.'),
    );
    expect(await verifyEmail(fakes, { userId: verified.id, code: '123456' })).toEqual(
      refused('This email is already verified. Please log in.'),
    );
  });
});
