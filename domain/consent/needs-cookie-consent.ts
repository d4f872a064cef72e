/** The 27 EU member states (ISO 3166-1 alpha-2). */
const EU_STATES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** Countries whose visitors see the cookie banner (docs/product.md §9): EU, the rest of the EEA, GB, Brazil, Canada. */
export const CONSENT_COUNTRIES: ReadonlySet<string> = new Set([
  ...EU_STATES,
  'IS',
  'LI',
  'NO',
  'GB',
  'BR',
  'CA',
]);

/** The visitor's location as `GET /api/get-user-location` reports it. */
export interface VisitorLocation {
  readonly country: string | null;
  readonly subdivision: string | null;
}

/**
 * Whether the cookie banner must ask before analytics starts (docs/product.md §9): visitors in
 * {@link CONSENT_COUNTRIES}, or in the US subdivision California (`'CA'` or `'US-CA'`). An unknown
 * location (`null`, or no country) also asks, to be safe. Codes are case-insensitive.
 */
export function needsCookieConsent(location: VisitorLocation | null): boolean {
  const country = location?.country?.trim().toUpperCase();
  if (!country) return true;
  if (CONSENT_COUNTRIES.has(country)) return true;
  const subdivision = location?.subdivision?.trim().toUpperCase();
  return country === 'US' && (subdivision === 'CA' || subdivision === 'US-CA');
}
