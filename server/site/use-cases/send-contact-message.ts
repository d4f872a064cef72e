import { validateEmail } from '@domain/accounts';
import { contactEmail } from '../../mail/account-emails';
import { refuse, type Result, ok } from '../../platform/result';
import type { SitePorts } from '../ports';

export const CONTACT_SENT_MESSAGE = 'Your message was sent successfully!';

export interface ContactForm {
  readonly email: string;
  readonly subject: string;
  readonly body: string;
  /** Filled in by the page from the visitor's location. */
  readonly country?: string | null;
}

/**
 * Stores a contact form message, then emails it to the operator. A message whose email fails is
 * kept, reported through `reportError`, and the visitor is asked to try again.
 */
export async function sendContactMessage(
  ports: Pick<SitePorts, 'messages' | 'mailer' | 'clock' | 'recipient'>,
  input: {
    readonly form: ContactForm;
    /** The signed-in sender, if any. */
    readonly userId: number | null;
    readonly reportError: (error: unknown, context: string) => void;
  },
): Promise<Result<void>> {
  const { email, subject, body, country } = input.form;
  if (!email.trim() || !subject.trim() || !body.trim()) {
    return refuse('invalid', 'Please fill in your email, a subject and a message.');
  }
  const problem = validateEmail(email);
  if (problem) return refuse('invalid', problem);
  const message = { email: email.trim(), subject: subject.trim(), body, country: country?.trim() || null };
  await ports.messages.save(message, input.userId, ports.clock.now());
  try {
    await ports.mailer.send(contactEmail(ports.recipient, message));
  } catch (error) {
    input.reportError(error, 'contact email failed (message stored)');
    return refuse('unavailable', 'Failed to send the email. Please try again.');
  }
  return ok(undefined);
}
