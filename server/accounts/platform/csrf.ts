import { hmac, randomToken, safeEqual, sha256 } from '../../platform/secrets';

export const CSRF_COOKIE = 'csrf_access_token';
export const CSRF_HEADER = 'x-csrf-token';
/** A CSRF token is good for a day; the SPA fetches a fresh one when its cookie is gone or refused. */
export const CSRF_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Tolerated clock difference between API processes for a token "issued in the future". */
const CLOCK_SKEW_MS = 60_000;

/**
 * What a token is bound to: the signed-in session (by its token, which only that browser holds), or
 * nobody for an anonymous visitor. A token minted for one binding is refused for every other.
 */
export type CsrfBinding = { readonly sessionToken: string } | null;

/**
 * Double-submit CSRF tokens `issued.nonce.signature`, where the signature is an HMAC (session secret)
 * of what the token is bound to, when it was issued and the nonce: only this server can mint them,
 * they expire after CSRF_LIFETIME_MS, and one minted for another visitor or session is worthless.
 */
export class CsrfTokens {
  constructor(
    private readonly secret: string,
    private readonly now: () => Date,
  ) {}

  mint(binding: CsrfBinding): string {
    const issued = this.now().getTime().toString(36);
    const nonce = randomToken();
    return `${issued}.${nonce}.${this.sign(binding, issued, nonce)}`;
  }

  /** True when this server minted the token for `binding` less than CSRF_LIFETIME_MS ago. */
  isValidFor(token: string | undefined, binding: CsrfBinding): token is string {
    if (!token) return false;
    const [issued, nonce, signature, extra] = token.split('.');
    if (!issued || !nonce || !signature || extra !== undefined) return false;
    if (!safeEqual(signature, this.sign(binding, issued, nonce))) return false;
    const age = this.now().getTime() - Number.parseInt(issued, 36);
    return age >= -CLOCK_SKEW_MS && age < CSRF_LIFETIME_MS;
  }

  private sign(binding: CsrfBinding, issued: string, nonce: string): string {
    const boundTo = binding ? `session:${sha256(binding.sessionToken)}` : 'anonymous';
    return hmac(this.secret, `csrf:${boundTo}:${issued}:${nonce}`);
  }
}
