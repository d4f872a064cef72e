import type { UserLocation } from '../accounts/account-contracts';

const COUNTRY = /^[A-Za-z]{2}$/;
const SUBDIVISION = /^[A-Za-z0-9]{1,3}$/;
/** Placeholders CDNs send when they don't know (Cloudflare: XX unknown, T1 Tor). */
const UNKNOWN = new Set(['XX', 'T1', 'ZZ']);

/** Request headers as a plain record (lower-cased names). */
export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The visitor's country from a trusted proxy header (`GEOIP_COUNTRY_HEADER`, e.g.
 * `cloudfront-viewer-country`), accepting `US` or ISO 3166-2 `US-CA`. The subdivision also comes from
 * the conventional companion header `<header>-region` (CloudFront, Vercel). Unknown → nulls.
 */
export function visitorLocation(headers: RequestHeaders, header: string | undefined): UserLocation {
  if (!header) return { country: null, subdivision: null };
  const raw = first(headers[header]);
  const [countryPart, subdivisionPart] = (raw ?? '').trim().split('-');
  const country = countryPart && COUNTRY.test(countryPart) ? countryPart.toUpperCase() : null;
  if (!country || UNKNOWN.has(country)) return { country: null, subdivision: null };
  const region = subdivisionPart ?? first(headers[`${header}-region`])?.trim();
  return { country, subdivision: region && SUBDIVISION.test(region) ? region.toUpperCase() : null };
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
