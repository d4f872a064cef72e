import { describe, expect, it } from 'vitest';
import { resendVerificationCode } from '../../../../server/accounts/use-cases/resend-verification-code';
import { accountFakes, anAccount, PUBLIC_URL } from '../fakes/account-fakes';

describe('resendVerificationCode', () => {
  it('emails a fresh code that replaces the pending one', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes, { email: 'late@example.com', verified: false });
    const old = await fakes.codes.issue(account.id);
    expect(await resendVerificationCode(fakes, { userId: account.id })).toEqual({
      ok: true,
      value: undefined,
    });
    const mail = fakes.mailer.lastTo('late@example.com')!;
    expect(mail.subject).toBe('Your Chartpulse verification code');
    expect(mail.text).toContain(`${PUBLIC_URL}/verify-email?user_id=${account.id}&code=`);
    const fresh = fakes.mailer.codeFor('late@example.com')!;
    expect(fresh).not.toBe(old);
    expect(await fakes.codes.check(account.id, fresh)).toBe('ok');
  });

  it('refuses an unknown user and a verified one', async () => {
    const fakes = accountFakes();
    const verified = await anAccount(fakes, { verified: true });
    expect(await resendVerificationCode(fakes, { userId: 404 })).toEqual({
      ok: false,
      error: { kind: 'not_found', message: 'No such user.' },
    });
    expect(await resendVerificationCode(fakes, { userId: verified.id })).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'This email is already verified. Please log in.' },
    });
    expect(fakes.mailer.sent).toEqual([]);
  });
});
