import { hmac, safeEqual } from '../../platform/secrets';
import { REGISTRATION_TOKEN_LIFETIME_MS, type RegistrationTokens } from '../ports';

/** Stateless registration tokens, `userId.expiry.signature`, signed with the session secret. */
export class HmacRegistrationTokens implements RegistrationTokens {
  constructor(private readonly secret: string) {}

  issue(userId: number, now: Date): string {
    const expires = now.getTime() + REGISTRATION_TOKEN_LIFETIME_MS;
    return `${userId}.${expires}.${hmac(this.secret, `registration:${userId}.${expires}`)}`;
  }

  allows(token: string | undefined, userId: number, now: Date): boolean {
    const [id, expires, signature, extra] = (token ?? '').split('.');
    if (!id || !expires || !signature || extra !== undefined || Number(id) !== userId) return false;
    if (!(Number(expires) > now.getTime())) return false;
    return safeEqual(signature, hmac(this.secret, `registration:${id}.${expires}`));
  }
}
