/** One of docs/product.md §5's password rules with its message. */
export interface PasswordRule {
  readonly message: string;
  readonly isMetBy: (password: string) => boolean;
}

/** docs/product.md §9: the minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

export const PASSWORD_TOO_SHORT_MESSAGE = 'The password should be at least 8 characters long.';
export const PASSWORD_LOWERCASE_MESSAGE = 'The password should contain at least one lowercase letter.';
export const PASSWORD_UPPERCASE_MESSAGE = 'The password should contain at least one uppercase letter.';
export const PASSWORD_DIGIT_MESSAGE = 'The password should contain at least one digit.';
export const PASSWORD_SPECIAL_MESSAGE = 'The password should contain at least one special character.';
export const PASSWORD_SPACES_MESSAGE = 'The password should not contain spaces.';

/** The six password rules, in the order docs/product.md §5 checks them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { message: PASSWORD_TOO_SHORT_MESSAGE, isMetBy: (p) => [...p].length >= MIN_PASSWORD_LENGTH },
  { message: PASSWORD_LOWERCASE_MESSAGE, isMetBy: (p) => /[a-z]/.test(p) },
  { message: PASSWORD_UPPERCASE_MESSAGE, isMetBy: (p) => /[A-Z]/.test(p) },
  { message: PASSWORD_DIGIT_MESSAGE, isMetBy: (p) => /[0-9]/.test(p) },
  // "Special" is documented's "non-alphanumeric"; a space counts, and rule 6 then names the real problem.
  { message: PASSWORD_SPECIAL_MESSAGE, isMetBy: (p) => /[^A-Za-z0-9]/.test(p) },
  { message: PASSWORD_SPACES_MESSAGE, isMetBy: (p) => !/\s/.test(p) },
];

/**
 * Checks a new password against {@link PASSWORD_RULES} in documented order and returns the message of the
 * first rule it breaks, or `null` when it satisfies all six. Letters and digits are ASCII; length
 * counts Unicode code points; any whitespace counts as a space.
 */
export function validatePassword(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.isMetBy(password))?.message ?? null;
}
