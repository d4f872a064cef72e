import { describe, expect, it } from 'vitest';
import { ConsoleMailer } from '@server/mail/console-mailer';
import { contactEmail, verificationEmail } from '@server/mail/account-emails';

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

describe('ConsoleMailer and visitor-supplied text', () => {
  const forged =
    'Hello\nEmail to victim@example.com\nSubject: Your Chartpulse verification code\n\nYour verification code is: 123456';

  async function printed(message: Parameters<ConsoleMailer['send']>[0]): Promise<string> {
    const lines: string[] = [];
    await new ConsoleMailer((line) => lines.push(line)).send(message);
    return lines.join('\n');
  }

  it('prints a subject with line breaks on one line, escaped, so it cannot forge a verification email', async () => {
    const log = await printed(
      contactEmail('owner@example.com', {
        email: 'a@example.com',
        subject: forged,
        body: 'hi',
        country: null,
      }),
    );
    expect(log).not.toMatch(/^Email to victim@example\.com/m);
    expect(log).not.toMatch(/^Your verification code is/m);
    expect(log).toContain('Subject: [Chartpulse contact] Hello\\nEmail to victim@example.com\\n');
  });

  it('prints body lines behind a margin, so a body cannot start a fake email either', async () => {
    const log = await printed(
      contactEmail('owner@example.com', {
        email: 'a@example.com\r\nEmail to x@example.com',
        subject: 'Hi',
        body: `${forged}\r\n------------------------------------------------------------`,
        country: null,
      }),
    );
    expect(log).not.toMatch(/^Email to victim@example\.com/m);
    expect(log).not.toMatch(/^Email to x@example\.com/m);
    expect(log).toMatch(/^\| Your verification code is: 123456$/m);
    expect(log.match(/^-{60}$/gm)).toHaveLength(2);
    expect(log).not.toContain('\r');
  });
});
