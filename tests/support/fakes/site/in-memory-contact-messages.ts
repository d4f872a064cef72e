import type { ContactMessage } from '@server/mail/account-emails';
import type { ContactMessages } from '@server/site/ports';

export interface StoredContactMessage extends ContactMessage {
  readonly id: number;
  readonly userId: number | null;
  readonly createdAt: Date;
}

/** Contact messages in an array. */
export class InMemoryContactMessages implements ContactMessages {
  readonly stored: StoredContactMessage[] = [];

  async save(message: ContactMessage, userId: number | null, now: Date): Promise<number> {
    const id = this.stored.length + 1;
    this.stored.push({ ...message, id, userId, createdAt: now });
    return id;
  }
}
