import { createHmac } from 'node:crypto';
import type { VisitorIds } from '../ports';

/**
 * Visitor ids as an HMAC-SHA256, keyed with the session secret, of day and IP: the same visitor
 * gets the same id all day whatever user agent they send, the raw IP is never stored, and without
 * the secret the id cannot be matched back to an IP by trying them all.
 */
export class HmacVisitorIds implements VisitorIds {
  constructor(private readonly secret: string) {}

  idOf(ip: string, day: string): string {
    return createHmac('sha256', this.secret)
      .update(`landing-visitor\n${day}\n${ip}`)
      .digest('base64url')
      .slice(0, 32);
  }
}
