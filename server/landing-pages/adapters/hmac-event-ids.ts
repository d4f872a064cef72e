import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EventIds } from '../ports';

const NONCE_LENGTH = 16;
const MAC_LENGTH = 22;
const EVENT_ID = new RegExp(`^[A-Za-z0-9_-]{${NONCE_LENGTH + MAC_LENGTH}}$`);

/**
 * Event ids a random nonce followed by its HMAC (keyed with the session secret) over page and
 * day: only this server can make one, and one made for another page or day is refused, so a
 * caller cannot choose the id of the event the server sends to Meta.
 */
export class HmacEventIds implements EventIds {
  constructor(private readonly secret: string) {}

  issue(pageId: number, day: string): string {
    const nonce = randomBytes(12).toString('base64url');
    return nonce + this.macOf(nonce, pageId, day);
  }

  isGenuine(eventId: string, pageId: number, day: string): boolean {
    if (!EVENT_ID.test(eventId)) return false;
    const nonce = eventId.slice(0, NONCE_LENGTH);
    const expected = Buffer.from(this.macOf(nonce, pageId, day));
    return timingSafeEqual(Buffer.from(eventId.slice(NONCE_LENGTH)), expected);
  }

  private macOf(nonce: string, pageId: number, day: string): string {
    return createHmac('sha256', this.secret)
      .update(`landing-event\n${pageId}\n${day}\n${nonce}`)
      .digest('base64url')
      .slice(0, MAC_LENGTH);
  }
}
