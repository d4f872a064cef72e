/** docs/product.md §5: shown when an email address does not match the accepted pattern. */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';

/** Letters, digits, '.', '_' or '-', then '@', a domain, then a 2-6 letter top-level domain (docs/product.md §5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

/**
 * Checks an email address against {@link EMAIL_PATTERN}. Surrounding whitespace is ignored, as
 * forms trim it before sending. Returns {@link EMAIL_INVALID_MESSAGE}, or `null` when valid.
 */
export function validateEmail(email: string): string | null {
  return EMAIL_PATTERN.test(email.trim()) ? null : EMAIL_INVALID_MESSAGE;
}
