import type { MailMessage } from './mailer';

/** The verification email: the code, and a link that fills it in. */
export function verificationEmail(to: string, userId: number, code: string, publicUrl: string): MailMessage {
  const link = `${publicUrl}/verify-email?user_id=${userId}&code=${code}`;
  return {
    to,
    subject: 'Your Chartpulse verification code',
    text: [
      'Welcome to Chartpulse!',
      '',
      `Your verification code is: ${code}`,
      '',
      `It is valid for 15 minutes. You can also open this link: ${link}`,
      '',
      'If you did not create an account, ignore this email.',
    ].join('\n'),
  };
}

export function passwordResetEmail(to: string, token: string, publicUrl: string): MailMessage {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Reset your Chartpulse password',
    text: [
      'Someone asked to reset the password of your Chartpulse account.',
      '',
      `Choose a new password here (the link works once, for one hour): ${link}`,
      '',
      'If it was not you, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

export interface ContactMessage {
  readonly email: string;
  readonly subject: string;
  readonly body: string;
  readonly country: string | null;
}

export function contactEmail(to: string, message: ContactMessage): MailMessage {
  return {
    to,
    replyTo: message.email,
    subject: `[Chartpulse contact] ${message.subject}`,
    text: [`From: ${message.email}`, `Country: ${message.country ?? 'unknown'}`, '', message.body].join('\n'),
  };
}
