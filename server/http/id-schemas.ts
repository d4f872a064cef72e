import { z } from 'zod';

/** The largest id a table's `integer` (serial) column holds: PostgreSQL's int4 maximum. */
export const MAX_ID = 2_147_483_647;

const ID_MESSAGE = `must be a whole number from 1 to ${MAX_ID}`;

/** A positive integer written plainly: no sign, no leading zero, no space, no hex, no exponent. */
const CANONICAL_DIGITS = /^[1-9][0-9]{0,9}$/;

/**
 * An id read from the path or the query (text): the decimal digits of 1..2147483647, answered as a
 * number. Anything else (`0x30`, `1e3`, ` 1`, `-1`, `0`, `01`, `2147483648`) fails with a 400,
 * never coerced to some other id and never reaching the database.
 */
export const textId = z
  .string()
  .regex(CANONICAL_DIGITS, ID_MESSAGE)
  .refine((text) => Number(text) <= MAX_ID, ID_MESSAGE)
  .transform(Number);

/** An id read from a JSON body: an integer from 1 to 2147483647 (`1.5`, `"1"` or `1e10` fail). */
export const jsonId = z.int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

/**
 * An account id in a JSON body, as a number or as its plain digits: the account calls have always
 * taken the text the verification link carries in its query. Misspellings fail as with `textId`.
 */
export const jsonOrTextId = z.preprocess(
  (value) => (typeof value === 'string' && CANONICAL_DIGITS.test(value) ? Number(value) : value),
  jsonId,
);
