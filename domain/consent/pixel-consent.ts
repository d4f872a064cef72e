import type { ConsentChoice } from './consent-duration-days';
import { needsCookieConsent, type VisitorLocation } from './needs-cookie-consent';

/** Whether the Meta pixel (and its Conversions API twin) may run for a visitor. */
export type PixelConsent = 'granted' | 'ask' | 'declined';

/**
 * The cookie banner's rule applied to the pixel (docs/product.md §9 "Cookie consent"): an answer
 * in the consent cookie wins; without one, visitors where consent is needed (and visitors of
 * unknown location) are asked first, everyone else is tracked at once.
 */
export function pixelConsent(cookie: ConsentChoice | null, location: VisitorLocation): PixelConsent {
  if (cookie === 'accepted') return 'granted';
  if (cookie === 'declined') return 'declined';
  return needsCookieConsent(location) ? 'ask' : 'granted';
}
