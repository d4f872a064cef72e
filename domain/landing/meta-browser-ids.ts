/**
 * Meta's browser ids as its pixel writes them (developers.facebook.com, "fbp and fbc parameters"):
 * `_fbp` is `fb.{subdomain index}.{creation time}.{random number}` and `_fbc` is
 * `fb.{subdomain index}.{creation time}.{fbclid}`, the index 0 to 2 and the time in milliseconds
 * since the epoch. Anything else in those cookies is not Meta's and is not forwarded.
 */
const FBP = /^fb\.[0-2]\.[1-9][0-9]{9,13}\.[0-9]{1,20}$/;
/** fbclid values are URL-safe: letters, digits, `_` and `-`. */
const FBC = /^fb\.[0-2]\.[1-9][0-9]{9,13}\.[A-Za-z0-9_-]{1,500}$/;

/** The `_fbp` cookie's value when it has Meta's format, else null. */
export function validFbp(value: string | null | undefined): string | null {
  return typeof value === 'string' && FBP.test(value) ? value : null;
}

/** The `_fbc` cookie's value when it has Meta's format, else null. */
export function validFbc(value: string | null | undefined): string | null {
  return typeof value === 'string' && FBC.test(value) ? value : null;
}
