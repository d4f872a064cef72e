import { describe, expect, it } from 'vitest';
import { requestPasswordReset } from '@server/accounts/use-cases/request-password-reset';
import { accountFakes, anAccount, PUBLIC_URL } from '../../../support/fakes/accounts/account-fakes';

describe('requestPasswordReset', () => {
  it('emails a working reset link to a known address', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes, { email: 'known@example.com' });
    expect(await requestPasswordReset(fakes, { email: 'Known@example.com' })).toEqual({
      ok: true,
      value: undefined,
    });
    await fakes.background.flush();
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
    await fakes.background.flush();
    expect(fakes.mailer.sent).toEqual([]);
  });

  it('answers before looking the email up or sending anything, so a known email is not slower', async () => {
    const fakes = accountFakes();
    await anAccount(fakes, { email: 'known@example.com' });
    const lookups = fakes.users.findByEmail.bind(fakes.users);
    let looked = 0;
    fakes.users.findByEmail = (email) => {
      looked += 1;
      return lookups(email);
    };
    expect((await requestPasswordReset(fakes, { email: 'known@example.com' })).ok).toBe(true);
    expect(looked).toBe(0);
    expect(fakes.mailer.sent).toEqual([]);
    await fakes.background.flush();
    expect(fakes.mailer.sent).toHaveLength(1);
  });

  it('reports a failed email instead of failing the request', async () => {
    const fakes = accountFakes();
    await anAccount(fakes, { email: 'known@example.com' });
    fakes.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    expect((await requestPasswordReset(fakes, { email: 'known@example.com' })).ok).toBe(true);
    await fakes.background.flush();
    expect(fakes.reported).toEqual([
      { error: new Error('SMTP down'), context: 'password reset email failed' },
    ]);
  });

  it('refuses a malformed address', async () => {
    expect(await requestPasswordReset(accountFakes(), { email: 'not an email' })).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'Please enter a valid email address.' },
    });
  });
});
