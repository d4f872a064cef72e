import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalMarkOf, parseLocaleNumber } from '@domain/listening';

/** `n` written with `group` between thousands and `decimal` before `fraction` digits (none when ''). */
function written(n: number, group: string, decimal: string, fraction: string): string {
  const digits = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction ? `${digits}${decimal}${fraction}` : digits;
}

const readColumn = (values: string[]) => {
  const mark = decimalMarkOf(values);
  if (!mark.ok) throw new Error(`column refused at ${mark.error.at}`);
  return values.map((value) => parseLocaleNumber(value, mark.value));
};

describe('numbers in any locale format, decided by the whole column', () => {
  const styles = [
    { group: ',', decimal: '.' },
    { group: '.', decimal: ',' },
    { group: ' ', decimal: ',' },
    { group: '\u202f', decimal: ',' },
    { group: "'", decimal: '.' },
    { group: '', decimal: '.' },
    { group: '', decimal: ',' },
  ];

  it('reads whole counts back in every style', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(2_000_000_000), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(...styles),
        (counts, style) => {
          expect(readColumn(counts.map((n) => written(n, style.group, style.decimal, '')))).toEqual(counts);
        },
      ),
    );
  });

  it('reads decimals when one value of the column shows its decimal mark', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(9_999_999), { minLength: 1, maxLength: 20 }),
        fc.constantFrom(...styles.filter((style) => style.group !== '')),
        (counts, style) => {
          const values = [
            ...counts.map((n) => written(n, style.group, style.decimal, '')),
            written(1234, style.group, style.decimal, '5'),
          ];
          expect(readColumn(values)).toEqual([...counts, 1234.5]);
        },
      ),
    );
  });

  it.each([
    [
      ['1,234', '12'],
      [1234, 12],
    ],
    [
      ['1.234', '12'],
      [1234, 12],
    ],
    [
      ['1 234', '1234,5'],
      [1234, 1234.5],
    ],
    [
      ['1234,5', '1.234'],
      [1234.5, 1234],
    ],
    [
      ['1,234.5', '17'],
      [1234.5, 17],
    ],
    [['1.234.567'], [1234567]],
    [['0.5'], [0.5]],
  ])('reads %j as %j', (values, expected) => {
    expect(readColumn(values)).toEqual(expected);
  });

  it('refuses a column that mixes its decimal marks, pointing at the value that contradicts', () => {
    expect(decimalMarkOf(['1,234.5', '9', '1.234,5'])).toEqual({ ok: false, error: { at: 2 } });
    expect(decimalMarkOf(['1.234', '1,234']).ok).toBe(false);
  });

  it('refuses what is not a number', () => {
    for (const text of ['abc', '1,23,4', '12a', '1.2.3,4,5', ''])
      expect(parseLocaleNumber(text, '.')).toBeNull();
  });
});
