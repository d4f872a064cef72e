import { csvParseRows } from 'd3-dsv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvCell, csvField, formatCsv } from '@domain/tracking';

const cell: fc.Arbitrary<CsvCell> = fc.oneof(
  fc.string({ unit: 'grapheme-composite' }),
  fc.constantFrom(
    '=1+2',
    '+1',
    '-1',
    '@SUM(A1)',
    '\tx',
    '\rx',
    'a,b',
    'say "hi"',
    'line\nbreak',
    'a\r\nb',
    '',
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant(null),
);

/** What a reader of the file gets back for a cell. */
const expected = (value: CsvCell): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
};

describe('formatCsv', () => {
  it('parses back (by an independent RFC 4180 parser) to the header and rows, formulas neutralised', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 4 })
          .chain((width) =>
            fc.tuple(
              fc.array(fc.string({ minLength: 1 }), { minLength: width, maxLength: width }),
              fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 20 }),
            ),
          ),
        ([header, rows]) => {
          const csv = formatCsv(header, rows);
          expect(csv.endsWith('\r\n')).toBe(true);
          expect(csvParseRows(csv)).toEqual([header.map(expected), ...rows.map((row) => row.map(expected))]);
        },
      ),
    );
  });

  it('writes the header row first, numbers as they are and nothing for null, one CRLF line each', () => {
    expect(
      formatCsv(
        ['checked_at', 'followers', 'anomaly_type'],
        [
          ['2026-03-01T06:00:00.000Z', 1200, null],
          ['2026-03-02T06:00:00.000Z', -3, 'extreme'],
        ],
      ),
    ).toBe(
      'checked_at,followers,anomaly_type\r\n2026-03-01T06:00:00.000Z,1200,\r\n2026-03-02T06:00:00.000Z,-3,extreme\r\n',
    );
  });

  it('quotes text with separators and defuses text a spreadsheet would run', () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField('plain')).toBe('plain');
  });
});
