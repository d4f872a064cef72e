import { z } from 'zod';

/** Field shapes shared by the account routes; bounds keep hostile input cheap to reject. */
export const emailField = z.string().max(320);
export const passwordField = z.string().max(1024);

/** docs/product.md §3 settings are 1/0 flags; booleans and their string forms are accepted too. */
export const flagField = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');
