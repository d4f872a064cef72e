import type { RateLimits } from '../../config';
import type { CookiePolicy } from '../../http/cookies';
import type { CsrfTokens } from '../../http/csrf';
import type { AccountPorts } from '../ports';

/** What the account routes need, built once by the accounts module. */
export interface AccountRoutesDeps {
  readonly ports: AccountPorts;
  readonly csrf: CsrfTokens;
  readonly cookies: CookiePolicy;
  readonly rateLimits: RateLimits;
  readonly googleClientId: string | null;
}
