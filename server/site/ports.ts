// What the site use cases need (docs/architecture.md#feature-shape); the Kysely adapter is in
// adapters/, the fake in tests/support/fakes/site/.
import type { Clock } from '@domain/ports/clock';
import type { ContactMessage } from '../mail/account-emails';
import type { Mailer } from '../mail/mailer';

/** Contact form messages, kept so none is lost when mail fails. */
export interface ContactMessages {
  /** Stores the message and returns its id. */
  save(message: ContactMessage, userId: number | null, now: Date): Promise<number>;
}

/** Every port of the site use cases. */
export interface SitePorts {
  readonly messages: ContactMessages;
  readonly mailer: Mailer;
  readonly clock: Clock;
  /** Where contact messages are emailed. */
  readonly recipient: string;
}
