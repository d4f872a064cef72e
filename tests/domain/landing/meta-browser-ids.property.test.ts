import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validFbc, validFbp } from '@domain/landing';

const subdomainIndex = fc.integer({ min: 0, max: 2 });
/** Milliseconds since the epoch, 13 and 14 digits (2001 onwards). */
const creationTime = fc.integer({ min: 1_000_000_000_000, max: 99_999_999_999_999 });
const randomNumber = fc.bigInt({ min: 0n, max: 10n ** 20n - 1n });
const fbclid = fc.string({
  unit: fc.constantFrom(...'abcXYZ0189_-'.split('')),
  minLength: 1,
  maxLength: 200,
});
const fbp = fc
  .tuple(subdomainIndex, creationTime, randomNumber)
  .map(([index, time, random]) => `fb.${index}.${time}.${random}`);
const fbc = fc
  .tuple(subdomainIndex, creationTime, fbclid)
  .map(([index, time, id]) => `fb.${index}.${time}.${id}`);

describe("Meta's browser ids", () => {
  it('keeps every value in the format the pixel writes', () => {
    fc.assert(
      fc.property(fbp, (value) => {
        expect(validFbp(value)).toBe(value);
      }),
    );
    fc.assert(
      fc.property(fbc, (value) => {
        expect(validFbc(value)).toBe(value);
      }),
    );
    expect(validFbp('fb.1.1596403881668.1116446470')).toBe('fb.1.1596403881668.1116446470');
    expect(validFbc('fb.1.1554763741205.AbCdEfGhIjKlMnOpQrStUvWxYz1234567890')).toBe(
      'fb.1.1554763741205.AbCdEfGhIjKlMnOpQrStUvWxYz1234567890',
    );
  });

  it('drops a value with anything appended that is outside the format', () => {
    const foreign = fc.constantFrom(' ', '"', '\n', ';', '<', '.', '=', '&');
    fc.assert(
      fc.property(fbp, foreign, (value, extra) => {
        expect(validFbp(`${value}${extra}`)).toBeNull();
        expect(validFbp(`${extra}${value}`)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fbc, foreign, (value, extra) => {
        expect(validFbc(`${value}${extra}`)).toBeNull();
      }),
    );
  });

  it('drops other prefixes, subdomain indexes and times', () => {
    for (const value of [
      'fb.3.1596403881668.1116446470',
      'fx.1.1596403881668.1116446470',
      'fb.1.abc.1116446470',
      'fb.1.1596403881668',
      'fb.1.0596403881668.1',
      'fb.1.1596403881668.12a',
      '',
    ])
      expect(validFbp(value)).toBeNull();
    expect(validFbc('fb.1.1554763741205.<script>')).toBeNull();
    expect(validFbc('fb.9.1554763741205.abc')).toBeNull();
    expect(validFbp(null)).toBeNull();
    expect(validFbc(undefined)).toBeNull();
  });
});
