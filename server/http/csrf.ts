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
/** Verified tokens remembered at most (the oldest leaves first). */
const REMEMBERED_TOKENS = 10_000;

/**
 * Double-submit CSRF tokens `issued.nonce.session.signature`: `session` is an HMAC of the session
 * token it was minted for (or "anonymous"), and the signature an HMAC (session secret) of the rest,
 * so only this server can mint them and they expire after CSRF_LIFETIME_MS. On a signed-in request
 * only a token minted for that very session counts. An anonymous request takes any genuine token:
 * anybody may fetch an anonymous one, so a browser whose session ended may keep using its own.
 */
export class CsrfTokens {
  /**
   * When each genuine token seen lately was issued, by binding and token: a browser sends the same
   * one with every request, so its two HMACs are computed once, not per request. Only tokens that
   * passed every check are kept; their age is checked on every use.
   */
  private readonly verified = new Map<string, number>();

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
    // Session tokens are 20+ characters and neither holds a newline: no two pairs share a key.
    const key = `${binding?.sessionToken ?? ''}\n${token}`;
    let issuedAt = this.verified.get(key);
    if (issuedAt === undefined) {
      const genuine = this.issuedAt(token, binding);
      if (genuine === null) return false;
      issuedAt = genuine;
      this.verified.set(key, issuedAt);
      if (this.verified.size > REMEMBERED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
    }
    const age = this.now().getTime() - issuedAt;
    return age >= -CLOCK_SKEW_MS && age < CSRF_LIFETIME_MS;
  }

  /** When a token this server minted for `binding` was issued (ms), or null when it is not one. */
  private issuedAt(token: string, binding: CsrfBinding): number | null {
    const [issued, nonce, session, signature, extra] = token.split('.');
    if (!issued || !nonce || !session || !signature || extra !== undefined) return null;
    if (!safeEqual(signature, this.sign(issued, nonce, session))) return null;
    if (binding && !safeEqual(session, this.sessionTag(binding))) return null;
    const issuedAt = Number.parseInt(issued, 36);
    return Number.isFinite(issuedAt) ? issuedAt : null;
  }

  private sessionTag(binding: NonNullable<CsrfBinding>): string {
    return hmac(this.secret, `csrf-session:${binding.sessionToken}`);
  }

  private sign(issued: string, nonce: string, session: string): string {
    return hmac(this.secret, `csrf:${issued}:${nonce}:${session}`);
  }
}
