import { hmac, randomToken, safeEqual } from '../../platform/secrets';

export const CSRF_COOKIE = 'csrf_access_token';
export const CSRF_HEADER = 'x-csrf-token';

/** Double-submit CSRF tokens, signed with the session secret so only this server can mint them. */
export class CsrfTokens {
  constructor(private readonly secret: string) {}

  mint(): string {
    const nonce = randomToken();
    return `${nonce}.${hmac(this.secret, `csrf:${nonce}`)}`;
  }

  isGenuine(token: string | undefined): token is string {
    if (!token) return false;
    const [nonce, signature, extra] = token.split('.');
    if (!nonce || !signature || extra !== undefined) return false;
    return safeEqual(signature, hmac(this.secret, `csrf:${nonce}`));
  }

  /** The header must repeat the cookie, and the cookie must be one this server minted. */
  accepts(cookie: string | undefined, header: string | undefined): boolean {
    return this.isGenuine(cookie) && header !== undefined && safeEqual(cookie, header);
  }
}
