import { describe, expect, it } from 'vitest';
import { CODE_LIFETIME_MS } from '@server/accounts/ports';
import { CODE_REFUSED, verifyEmail } from '@server/accounts/use-cases/verify-email';
import { type AccountFakes, accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

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

  it('gives one answer for a wrong, used up or expired code, and for unknown or verified users', async () => {
    const fakes = accountFakes();
    const { account, code } = await pendingAccount(fakes);
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = [
      await verifyEmail(fakes, { userId: 999, code }),
      await verifyEmail(fakes, { userId: account.id, code: wrong }),
    ];
    for (let attempt = 2; attempt <= 5; attempt += 1)
      answers.push(await verifyEmail(fakes, { userId: account.id, code: wrong }));
    answers.push(await verifyEmail(fakes, { userId: account.id, code }));
    const expired = await pendingAccount(fakes);
    fakes.clock.advance(CODE_LIFETIME_MS);
    answers.push(await verifyEmail(fakes, { userId: expired.account.id, code: expired.code }));
    const unverified = await anAccount(fakes, { verified: false });
    const verified = await anAccount(fakes, { verified: true });
    answers.push(await verifyEmail(fakes, { userId: unverified.id, code: '123456' }));
    answers.push(await verifyEmail(fakes, { userId: verified.id, code: '123456' }));
    for (const answer of answers) expect(answer).toEqual(refused(CODE_REFUSED));
    expect((await fakes.users.findById(account.id))?.verified).toBe(false);
  });
});
