import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { fail, ok } from '../../platform/result';
import type { GoogleCheck, GoogleIdTokens } from '../ports';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies Google ID tokens (docs/integrations.md): RS256 signature against Google's JWKS (cached by jose),
 * issuer, audience = our client id, expiry, and a verified email.
 */
export class JoseGoogleIdTokens implements GoogleIdTokens {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly clientId: string,
    jwksUrl: string,
    private readonly now: () => Date,
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  }

  async verify(credential: string): Promise<GoogleCheck> {
    try {
      const { payload } = await jwtVerify(credential, this.keys, {
        issuer: GOOGLE_ISSUERS,
        audience: this.clientId,
        algorithms: ['RS256'],
        currentDate: this.now(),
        requiredClaims: ['sub', 'exp'],
      });
      if (payload.email_verified !== true && payload.email_verified !== 'true') {
        return refused('Your Google account email is not verified.');
      }
      if (typeof payload.email !== 'string' || typeof payload.sub !== 'string') {
        return refused('The Google credential has no email address.');
      }
      return ok({ sub: payload.sub, email: payload.email });
    } catch (error) {
      if (error instanceof errors.JWTExpired) return refused('The Google credential has expired.');
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        return refused('The Google credential could not be verified.');
      }
      // Anything else is fetching Google's keys (a timeout, the network): sign-in is unavailable.
      return fail({ kind: 'unreachable' });
    }
  }
}

const refused = (message: string): GoogleCheck => fail({ kind: 'refused', message });
