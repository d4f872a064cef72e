import type { DigestChannel, DigestLine, DigestRecipient } from '../ports';

/** Sends one user's digest to their linked chat; true when a message went out. */
export type ChatDelivery = (userId: number, lines: readonly DigestLine[]) => Promise<boolean>;

/** The change digest in a messaging app (Telegram), for users with "messaging-app notifications" on. */
export class ChatDigestChannel implements DigestChannel {
  readonly setting = 'telegram_notifications';

  constructor(private readonly send: ChatDelivery) {}

  deliver(recipient: DigestRecipient, lines: readonly DigestLine[]): Promise<boolean> {
    return this.send(recipient.userId, lines);
  }
}
