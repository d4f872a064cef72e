import { describe, expect, it } from 'vitest';
import { KyselyContactMessages } from '@server/site/adapters/kysely-contact-messages';
import type { ContactMessages } from '@server/site/ports';
import { databaseTargets, useTestApp } from '../accounts/database-targets';
import { InMemoryContactMessages } from '../../support/fakes/site/in-memory-contact-messages';

const message = { email: 'fan@example.com', subject: 'Hello', body: 'Great charts!', country: null };

/** What every ContactMessages adapter does. */
function contactMessagesContract(messages: () => ContactMessages): void {
  it('stores each message under a new id, with or without a sender account', async () => {
    const first = await messages().save(message, null, new Date('2024-05-01T12:00:00Z'));
    const second = await messages().save(
      { ...message, country: 'FR' },
      null,
      new Date('2024-05-01T12:01:00Z'),
    );
    expect(first).toEqual(expect.any(Number));
    expect(second).not.toBe(first);
  });
}

describe.each(databaseTargets)('contact messages on $name', (target) => {
  const t = useTestApp(target);
  contactMessagesContract(() => new KyselyContactMessages(t.current.database.db));

  it('keeps the message as sent', async () => {
    const { database } = t.current;
    const id = await new KyselyContactMessages(database.db).save(
      { ...message, body: 'Stored as sent' },
      null,
      new Date('2024-05-01T12:00:00Z'),
    );
    const row = await database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toMatchObject({
      email: 'fan@example.com',
      subject: 'Hello',
      body: 'Stored as sent',
      user_id: null,
    });
  });
});

describe('contact messages in memory (the use-case fake)', () => {
  const messages = new InMemoryContactMessages();
  contactMessagesContract(() => messages);
});
