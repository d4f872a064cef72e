import { createHmac } from 'node:crypto';
import type { VisitorIds } from '../ports';

/**
 * Visitor ids as an HMAC-SHA256, keyed with the session secret, of day, IP and user agent: the
 * same visitor gets the same id all day, the raw IP is never stored, and without the secret the
 * id cannot be matched back to an IP by trying them all.
 */
export class HmacVisitorIds implements VisitorIds {
  constructor(private readonly secret: string) {}

  idOf(ip: string, userAgent: string, day: string): string {
    return createHmac('sha256', this.secret)
      .update(`${day}\n${ip}\n${userAgent}`)
      .digest('base64url')
      .slice(0, 32);
  }
}
