/** One outgoing email. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
}

/** Sends email (verification codes, reset links, contact messages). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
