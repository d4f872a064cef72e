import type { ConsentChoice } from './consent-duration-days';

/** The cookie that remembers the visitor's consent answer, shared by the app and the landing pages. */
export const CONSENT_COOKIE_NAME = 'cookie_consent';

/** The answer stored in the consent cookie's value, or null for none or anything unreadable. */
export function consentChoiceOf(value: string | undefined): ConsentChoice | null {
  return value === 'accepted' || value === 'declined' ? value : null;
}
