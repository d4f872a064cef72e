import type { MailMessage, Mailer } from './mailer';

/**
 * The default mailer: prints each email, verification code and reset link included, so a newcomer
 * can register with no mail server. Never use it where the log is shared.
 */
export class ConsoleMailer implements Mailer {
  constructor(private readonly write: (line: string) => void = (line) => console.log(line)) {}

  async send(message: MailMessage): Promise<void> {
    const rule = '-'.repeat(60);
    this.write(
      [rule, `Email to ${message.to}`, `Subject: ${message.subject}`, '', message.text, rule].join('\n'),
    );
  }
}
