import { validateEmail } from './validate-email';
import { validatePassword } from './validate-password';

export const REGISTER_FIELDS_REQUIRED_MESSAGE = 'All fields are required.';
export const REGISTER_TERMS_REQUIRED_MESSAGE = 'You must accept the Terms and Conditions.';
export const REGISTER_PASSWORDS_MISMATCH_MESSAGE = 'Passwords do not match.';

/** The register form's fields (the optional informed-updates box needs no check). */
export interface RegistrationForm {
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly acceptedTerms: boolean;
}

/**
 * Validates the register form (docs/product.md §5) and returns the first failing message, or `null`:
 * 1. every field filled (`'All fields are required.'`; a blank email counts as empty),
 * 2. the terms accepted, 3. the email pattern, 4. the six password rules in order,
 * 5. the confirmation equal to the password (`'Passwords do not match.'`).
 */
export function validateRegistration(form: RegistrationForm): string | null {
  if (form.email.trim() === '' || form.password === '' || form.confirmPassword === '') {
    return REGISTER_FIELDS_REQUIRED_MESSAGE;
  }
  if (!form.acceptedTerms) return REGISTER_TERMS_REQUIRED_MESSAGE;
  return (
    validateEmail(form.email) ??
    validatePassword(form.password) ??
    (form.password === form.confirmPassword ? null : REGISTER_PASSWORDS_MISMATCH_MESSAGE)
  );
}
