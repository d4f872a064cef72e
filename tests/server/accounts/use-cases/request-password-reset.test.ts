import { describe, expect, it } from 'vitest';
import { requestPasswordReset } from '../../../../server/accounts/use-cases/request-password-reset';
import { accountFakes, anAccount, PUBLIC_URL } from '../fakes/account-fakes';

describe('requestPasswordReset', () => {
  it('emails a working reset link to a known address', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes, { email: 'known@example.com' });
    expect(await requestPasswordReset(fakes, { email: 'Known@example.com' })).toEqual({
      ok: true,
      value: undefined,
    });
    const mail = fakes.mailer.lastTo('known@example.com')!;
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(await fakes.resets.consume(fakes.mailer.resetTokenFor('known@example.com')!)).toBe(account.id);
  });

  it('answers an unknown address the same, and sends nothing', async () => {
    const fakes = accountFakes();
    expect(await requestPasswordReset(fakes, { email: 'nobody@example.com' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(fakes.mailer.sent).toEqual([]);
  });

  it('refuses a malformed address', async () => {
    expect(await requestPasswordReset(accountFakes(), { email: 'not an email' })).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'Please enter a valid email address.' },
    });
  });
});
