import type { ConsentChoice } from '@domain/consent';
import type { ConsentCookieJar } from '@domain/ports/browser/consent-cookie-jar';

export const CONSENT_COOKIE_NAME = 'cookie_consent';
const SECONDS_PER_DAY = 86_400;
const STORED_CHOICE = new RegExp(`(?:^|;)\\s*${CONSENT_COOKIE_NAME}=([^;]*)`);

/** The choice stored in a `document.cookie` string, or null when none (or an unreadable one) is there. */
export function consentFromCookies(cookieHeader: string): ConsentChoice | null {
  const stored = STORED_CHOICE.exec(cookieHeader)?.[1];
  return stored === 'accepted' || stored === 'declined' ? stored : null;
}

/** The `document.cookie` assignment that remembers `choice` for `days`. */
export function consentCookieString(choice: ConsentChoice, days: number, secure: boolean): string {
  const attributes = [`max-age=${days * SECONDS_PER_DAY}`, 'path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${CONSENT_COOKIE_NAME}=${choice}; ${attributes.join('; ')}`;
}

/** ConsentCookieJar over the browser's own cookie store (`document.cookie`). */
export const documentConsentCookieJar: ConsentCookieJar = {
  read: () => consentFromCookies(document.cookie),
  write: (choice, days) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers and in jsdom
    document.cookie = consentCookieString(choice, days, window.location.protocol === 'https:');
  },
};
