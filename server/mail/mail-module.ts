import type { Config } from '../config';
import { ConsoleMailer } from './console-mailer';
import type { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

export interface MailModule {
  readonly mailer: Mailer;
  /** Whether mail reaches people (SMTP, or a mailer a test gave), not only the console log. */
  readonly configured: boolean;
  /** Closes the SMTP connections, if any. */
  stop(): Promise<void>;
}

/**
 * The configured mailer: SMTP when `SMTP_URL` is set, otherwise the console (each email printed to
 * the log). A mailer given in `instead` (tests) is used as it is, and its owner closes it.
 */
export function createMailModule(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, instead?: Mailer): MailModule {
  if (instead) return { mailer: instead, configured: true, stop: async () => {} };
  if (!config.smtpUrl) return { mailer: new ConsoleMailer(), configured: false, stop: async () => {} };
  const smtp = new SmtpMailer(config.smtpUrl, config.mailFrom);
  return { mailer: smtp, configured: true, stop: async () => smtp.close() };
}
