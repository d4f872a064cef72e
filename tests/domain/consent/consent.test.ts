import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_COUNTRIES, consentDurationDays, needsCookieConsent } from '@domain/consent';

const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
const EEA_ONLY = ['IS', 'LI', 'NO'];
const OTHERS_ASKING = ['GB', 'BR', 'CA'];
const at = (country: string | null, subdivision: string | null = null) => ({ country, subdivision });

describe('needsCookieConsent (docs/product.md §9)', () => {
  it('lists exactly the 27 EU states, the rest of the EEA, GB, Brazil and Canada', () => {
    expect(EU).toHaveLength(27);
    expect([...CONSENT_COUNTRIES].sort()).toEqual([...EU, ...EEA_ONLY, ...OTHERS_ASKING].sort());
  });

  it.each([...EU, ...EEA_ONLY, ...OTHERS_ASKING])('asks visitors from %s', (country) => {
    expect(needsCookieConsent(at(country))).toBe(true);
    expect(needsCookieConsent(at(country.toLowerCase()))).toBe(true);
  });

  it('asks Californians, written either way, but not other US states', () => {
    expect(needsCookieConsent(at('US', 'CA'))).toBe(true);
    expect(needsCookieConsent(at('US', 'US-CA'))).toBe(true);
    expect(needsCookieConsent(at('US', 'NY'))).toBe(false);
    expect(needsCookieConsent(at('US', null))).toBe(false);
  });

  it('asks when the location is unknown', () => {
    expect(needsCookieConsent(null)).toBe(true);
    expect(needsCookieConsent(at(null))).toBe(true);
    expect(needsCookieConsent(at('', 'CA'))).toBe(true);
  });

  it('starts analytics directly elsewhere', () => {
    for (const country of ['JP', 'AU', 'IN', 'CH', 'MX']) expect(needsCookieConsent(at(country))).toBe(false);
  });

  it('depends on the subdivision only inside the US', () => {
    const code = fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      minLength: 2,
      maxLength: 2,
    });
    fc.assert(
      fc.property(
        code,
        fc.option(fc.constantFrom('CA', 'US-CA', 'TX', 'ON'), { nil: null }),
        (country, sub) => {
          const result = needsCookieConsent(at(country, sub));
          if (country === 'US') expect(result).toBe(sub === 'CA' || sub === 'US-CA');
          else expect(result).toBe(CONSENT_COUNTRIES.has(country));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('consentDurationDays (docs/product.md §9)', () => {
  it('remembers an acceptance for 365 days and a refusal for 1 day', () => {
    expect(consentDurationDays('accepted')).toBe(365);
    expect(consentDurationDays('declined')).toBe(1);
  });
});
