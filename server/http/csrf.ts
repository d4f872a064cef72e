import { hmac, randomToken, safeEqual } from '../platform/secrets';

export const CSRF_COOKIE = 'csrf_access_token';
export const CSRF_HEADER = 'x-csrf-token';
/** A CSRF token is good for a day; the SPA fetches a fresh one when its cookie is gone or refused. */
export const CSRF_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Tolerated clock difference between API processes for a token "issued in the future". */
const CLOCK_SKEW_MS = 60_000;

/** What a token is bound to: the signed-in session (by its token), or nobody for an anonymous visitor. */
export type CsrfBinding = { readonly sessionToken: string } | null;

const ANONYMOUS = 'anonymous';

/**
 * Double-submit CSRF tokens `issued.nonce.session.signature`: `session` is an HMAC of the session
 * token it was minted for (or "anonymous"), and the signature an HMAC (session secret) of the rest,
 * so only this server can mint them and they expire after CSRF_LIFETIME_MS. On a signed-in request
 * only a token minted for that very session counts. An anonymous request takes any genuine token:
 * anybody may fetch an anonymous one, so a browser whose session ended may keep using its own.
 */
export class CsrfTokens {
  constructor(
    private readonly secret: string,
    private readonly now: () => Date,
  ) {}

  mint(binding: CsrfBinding): string {
    const issued = this.now().getTime().toString(36);
    const nonce = randomToken();
    const session = binding ? this.sessionTag(binding) : ANONYMOUS;
    return `${issued}.${nonce}.${session}.${this.sign(issued, nonce, session)}`;
  }

  /** True when this server minted the token less than CSRF_LIFETIME_MS ago, for this session if any. */
  isValidFor(token: string | undefined, binding: CsrfBinding): token is string {
    if (!token) return false;
    const [issued, nonce, session, signature, extra] = token.split('.');
    if (!issued || !nonce || !session || !signature || extra !== undefined) return false;
    if (!safeEqual(signature, this.sign(issued, nonce, session))) return false;
    if (binding && !safeEqual(session, this.sessionTag(binding))) return false;
    const age = this.now().getTime() - Number.parseInt(issued, 36);
    return age >= -CLOCK_SKEW_MS && age < CSRF_LIFETIME_MS;
  }

  private sessionTag(binding: NonNullable<CsrfBinding>): string {
    return hmac(this.secret, `csrf-session:${binding.sessionToken}`);
  }

  private sign(issued: string, nonce: string, session: string): string {
    return hmac(this.secret, `csrf:${issued}:${nonce}:${session}`);
  }
}
