import { describe, expect, it } from 'vitest';
import { resendVerificationCode } from '@server/accounts/use-cases/resend-verification-code';
import { accountFakes, anAccount, PUBLIC_URL } from '../../../support/fakes/accounts/account-fakes';

describe('resendVerificationCode', () => {
  it('emails a fresh code that replaces the pending one', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes, { email: 'late@example.com', verified: false });
    const old = await fakes.codes.issue(account.id);
    expect(await resendVerificationCode(fakes, { userId: account.id })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(fakes.mailer.sent).toEqual([]);
    await fakes.background.flush();
    const mail = fakes.mailer.lastTo('late@example.com')!;
    expect(mail.subject).toBe('Your Chartpulse verification code');
    expect(mail.text).toContain(`${PUBLIC_URL}/verify-email?user_id=${account.id}&code=`);
    const fresh = fakes.mailer.codeFor('late@example.com')!;
    expect(fresh).not.toBe(old);
    expect(await fakes.codes.check(account.id, fresh)).toBe('ok');
  });

  it('answers an unknown user and a verified one exactly like a pending one, and sends them nothing', async () => {
    const fakes = accountFakes();
    const verified = await anAccount(fakes, { verified: true });
    const pending = await anAccount(fakes, { verified: false });
    const answers = [
      await resendVerificationCode(fakes, { userId: 404 }),
      await resendVerificationCode(fakes, { userId: verified.id }),
      await resendVerificationCode(fakes, { userId: pending.id }),
    ];
    for (const answer of answers) expect(answer).toEqual({ ok: true, value: undefined });
    await fakes.background.flush();
    expect(fakes.mailer.sent.map((mail) => mail.to)).toEqual([pending.email]);
  });
});
