import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ContactMessage } from '../../mail/account-emails';
import type { ContactMessages } from '../ports';

/** Contact form messages in the database. */
export class KyselyContactMessages implements ContactMessages {
  constructor(private readonly db: Kysely<DB>) {}

  async save(message: ContactMessage, userId: number | null, now: Date): Promise<number> {
    const row = await this.db
      .insertInto('contact_messages')
      .values({ ...message, user_id: userId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
