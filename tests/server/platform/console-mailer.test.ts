import { describe, expect, it } from 'vitest';
import { ConsoleMailer } from '../../../server/mail/console-mailer';
import { verificationEmail } from '../../../server/mail/account-emails';

describe('ConsoleMailer', () => {
  it('prints the whole email, code and link included, so a newcomer can register without a mail server', async () => {
    const lines: string[] = [];
    await new ConsoleMailer((line) => lines.push(line)).send(
      verificationEmail('new@example.com', 7, '042917', 'http://localhost:3000'),
    );
    const printed = lines.join('\n');
    expect(printed).toContain('Email to new@example.com');
    expect(printed).toContain('Your verification code is: 042917');
    expect(printed).toContain('http://localhost:3000/verify-email?user_id=7&code=042917');
  });
});
