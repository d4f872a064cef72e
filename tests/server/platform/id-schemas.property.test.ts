import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonId, jsonOrTextId, MAX_ID, textId } from '@server/http/id-schemas';

/** The oracle: `text` is exactly how JavaScript writes some integer of 1..MAX_ID. */
function isCanonicalId(text: string): boolean {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= MAX_ID && String(value) === text;
}

const anId = fc.integer({ min: 1, max: MAX_ID });
/** Around the edges: 0, 1, the largest id and just past it, and what a sign or a digit more makes. */
const nearEdges = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.integer({ min: MAX_ID - 3, max: MAX_ID + 3 }),
  fc.integer({ min: -MAX_ID * 10, max: MAX_ID * 10 }),
);
/** The ways an id gets misspelled: padding, signs, spaces, hex, exponents, fractions, encodings. */
const misspelled = fc
  .tuple(
    fc.oneof(anId, nearEdges),
    fc.constantFrom(
      (n: number) => `0${n}`,
      (n: number) => `+${n}`,
      (n: number) => ` ${n}`,
      (n: number) => `${n} `,
      (n: number) => `${n}\t`,
      (n: number) => `0x${n.toString(16)}`,
      (n: number) => `0b${n.toString(2)}`,
      (n: number) => `0o${n.toString(8)}`,
      (n: number) => `${n}e0`,
      (n: number) => `${n / 10}e1`,
      (n: number) => `${n}.0`,
      (n: number) => `${n}.`,
      (n: number) => `${n}n`,
      (n: number) => `${n}`.replace(/\d/, (digit) => String.fromCharCode(0xff10 + Number(digit))),
      (n: number) => `${n}`,
    ),
  )
  .map(([n, spell]) => spell(n));
/** Short strings over the characters numbers are written with. */
const numberish = fc.string({
  unit: fc.constantFrom(...'0123456789+-. exXabf_,'.split('')),
  maxLength: 12,
});
const anyText = fc.oneof(misspelled, numberish, fc.string({ maxLength: 12 }), anId.map(String));

describe('textId (a path or query id)', () => {
  it('accepts the decimal digits of every id from 1 to 2147483647, as that number', () => {
    fc.assert(
      fc.property(anId, (id) => {
        expect(textId.safeParse(String(id))).toEqual({ success: true, data: id });
      }),
    );
    expect(textId.parse('1')).toBe(1);
    expect(textId.parse('2147483647')).toBe(MAX_ID);
  });

  it('accepts exactly the canonical decimal strings of 1..2147483647, nothing else', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(textId.safeParse(text).success, JSON.stringify(text)).toBe(isCanonicalId(text));
      }),
      { numRuns: 2000 },
    );
    for (const text of ['0x30', '1e3', ' 1', '-1', '0', '2147483648', '01', '', '1 ', '١']) {
      expect(textId.safeParse(text).success, text).toBe(false);
    }
  });
});

describe('jsonId (an id in a JSON body)', () => {
  it('accepts exactly the integers from 1 to 2147483647', () => {
    const anyValue = fc.oneof(
      anId,
      nearEdges,
      fc.double(),
      fc.integer({ min: MAX_ID, max: Number.MAX_SAFE_INTEGER }),
      fc.constantFrom(Number.NaN, Infinity, -Infinity, 1.5, 2 ** 53 + 2, -0),
      anyText,
      fc.constantFrom(null, true, [1], { id: 1 }),
    );
    fc.assert(
      fc.property(anyValue, (value) => {
        const accepted =
          typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
        expect(jsonId.safeParse(value).success, String(value)).toBe(accepted);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('jsonOrTextId (an account id in a JSON body)', () => {
  it('accepts the integers from 1 to 2147483647 and their canonical digits, nothing else', () => {
    const anyValue = fc.oneof(anId, nearEdges, fc.double(), anyText, fc.constantFrom(null, true, [1]));
    fc.assert(
      fc.property(anyValue, (value) => {
        const accepted =
          typeof value === 'number'
            ? Number.isInteger(value) && value >= 1 && value <= MAX_ID
            : typeof value === 'string' && isCanonicalId(value);
        expect(jsonOrTextId.safeParse(value).success, JSON.stringify(value)).toBe(accepted);
      }),
      { numRuns: 2000 },
    );
    expect(jsonOrTextId.parse('42')).toBe(42);
  });
});
