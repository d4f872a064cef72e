import type { MailMessage, Mailer } from '@server/mail/mailer';

/** Keeps every email instead of sending it. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  /** The latest email to `to`. */
  lastTo(to: string): MailMessage | undefined {
    return this.sent.filter((message) => message.to === to.toLowerCase() || message.to === to).at(-1);
  }

  /** The six-digit code of the latest verification email to `to`. */
  codeFor(to: string): string | undefined {
    return /verification code is: (\d{6})/.exec(this.lastTo(to)?.text ?? '')?.[1];
  }

  /** The token of the latest password reset email to `to`. */
  resetTokenFor(to: string): string | undefined {
    const match = /reset-password\?token=([^\s]+)/.exec(this.lastTo(to)?.text ?? '');
    return match ? decodeURIComponent(match[1]!) : undefined;
  }
}
