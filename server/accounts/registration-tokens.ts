import { hmac, safeEqual } from './secrets';

export const REGISTRATION_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Short-lived proof that the bearer just registered a given user, so the after-register form may
 * set that user's `informed_updates` before they have a session. Stateless: `userId.expiry.signature`.
 */
export class RegistrationTokens {
  constructor(private readonly secret: string) {}

  issue(userId: number, now: Date): string {
    const expires = now.getTime() + REGISTRATION_TOKEN_LIFETIME_MS;
    return `${userId}.${expires}.${hmac(this.secret, `registration:${userId}.${expires}`)}`;
  }

  /** True when the token was issued for `userId` and has not expired. */
  allows(token: string | undefined, userId: number, now: Date): boolean {
    const [id, expires, signature, extra] = (token ?? '').split('.');
    if (!id || !expires || !signature || extra !== undefined || Number(id) !== userId) return false;
    if (!(Number(expires) > now.getTime())) return false;
    return safeEqual(signature, hmac(this.secret, `registration:${id}.${expires}`));
  }
}
