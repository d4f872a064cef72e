import { fail, ok, type Result } from '../result';

/** Which mark a column of numbers uses for decimals; the other one (and spaces, `'`) groups thousands. */
export type DecimalMark = '.' | ',';

// Spaces of every kind (a no-break and a narrow no-break space group thousands in French) and the
// Swiss apostrophe only ever group digits.
const GROUPING_ONLY = /[\s\u00a0\u202f'’]/g;
const NUMBER_SHAPE = /^[+-]?[0-9][0-9.,]*$/;

/**
 * The decimal mark of a whole column, decided from every value in it (docs/product.md, "Number
 * formats"): a value holding both marks has its decimals after the last one; a mark followed by
 * other than three digits, or appearing once after a group of more than three digits, is a decimal
 * mark; a mark seen twice in one value groups thousands. A column that never says ("1,234" and
 * "1.234" only) groups thousands with either mark, so it is read as whole numbers: counts are whole.
 * Fails with the index of the value that contradicts the ones before it (e.g. "1,234.5" then "1.234,5").
 */
export function decimalMarkOf(values: readonly string[]): Result<DecimalMark, { readonly at: number }> {
  let decimal: DecimalMark | null = null;
  let grouping: DecimalMark | null = null;
  const ambiguous = new Set<DecimalMark>();
  // Each answers false when the column already said the opposite.
  const asDecimal = (mark: DecimalMark): boolean => {
    if (grouping === mark || (decimal !== null && decimal !== mark)) return false;
    decimal = mark;
    return true;
  };
  const asGrouping = (mark: DecimalMark): boolean => {
    if (decimal === mark || (grouping !== null && grouping !== mark)) return false;
    grouping = mark;
    return true;
  };
  for (const [at, raw] of values.entries()) {
    const value = raw.replace(GROUPING_ONLY, '');
    if (!NUMBER_SHAPE.test(value)) continue;
    const dots = value.split('.').length - 1;
    const commas = value.split(',').length - 1;
    if (dots > 0 && commas > 0) {
      const last: DecimalMark = value.lastIndexOf('.') > value.lastIndexOf(',') ? '.' : ',';
      if (!asDecimal(last) || !asGrouping(last === '.' ? ',' : '.')) return fail({ at });
      continue;
    }
    for (const [mark, count] of [
      ['.', dots],
      [',', commas],
    ] as const) {
      if (count > 1 && !asGrouping(mark)) return fail({ at });
      if (count !== 1) continue;
      if (!mayGroupThousands(value, mark)) {
        if (!asDecimal(mark)) return fail({ at });
      } else ambiguous.add(mark);
    }
  }
  if (decimal) return ok(decimal);
  // "1.234" where nothing says otherwise groups thousands: counts are whole. "1.234" beside "1,234"
  // says nothing either way, so the column is refused rather than guessed.
  if (grouping === null && ambiguous.size === 2) return fail({ at: values.length - 1 });
  const groupingMark = grouping ?? [...ambiguous][0] ?? ',';
  return ok(groupingMark === '.' ? ',' : '.');
}

/** True when `mark`, found once in `value`, may group thousands: 1–3 digits, mark, 3 digits. */
function mayGroupThousands(value: string, mark: DecimalMark): boolean {
  const [whole = '', fraction = ''] = value.replace(/^[+-]/, '').split(mark);
  return fraction.length === 3 && whole.length >= 1 && whole.length <= 3;
}

/**
 * One number written with `decimal` as its decimal mark (the other mark, spaces and `'` group
 * thousands); null when it is not a number. Empty text is not a number: callers treat it as missing.
 */
export function parseLocaleNumber(raw: string, decimal: DecimalMark): number | null {
  const value = raw.replace(GROUPING_ONLY, '');
  if (!NUMBER_SHAPE.test(value)) return null;
  const grouping = decimal === '.' ? ',' : '.';
  const [whole = '', ...rest] = value.split(decimal);
  if (rest.length > 1) return null;
  const groups = whole.replace(/^[+-]/, '').split(grouping);
  if (groups.length > 1 && groups.slice(1).some((group) => group.length !== 3)) return null;
  if (rest[0]?.includes(grouping)) return null;
  const plain = `${whole.split(grouping).join('')}${rest.length ? `.${rest[0]}` : ''}`;
  const number = Number(plain);
  return Number.isFinite(number) ? number : null;
}
