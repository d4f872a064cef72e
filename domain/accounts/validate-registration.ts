import { type FieldProblem, fieldProblem, messageOf } from '../forms';
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

export type RegistrationField = keyof RegistrationForm;

/**
 * Validates the register form (docs/product.md §5) and returns the first failing check, or `null`:
 * 1. every field filled (`'All fields are required.'`, about the empty ones; a blank email counts
 * as empty), 2. the terms accepted, 3. the email pattern, 4. the six password rules in order,
 * 5. the confirmation equal to the password (`'Passwords do not match.'`, about both).
 */
export function registrationProblem(form: RegistrationForm): FieldProblem<RegistrationField> | null {
  const filled = { email: form.email.trim(), password: form.password, confirmPassword: form.confirmPassword };
  const empty = (['email', 'password', 'confirmPassword'] as const).filter((field) => filled[field] === '');
  if (empty.length > 0) return fieldProblem(REGISTER_FIELDS_REQUIRED_MESSAGE, empty);
  if (!form.acceptedTerms) return fieldProblem(REGISTER_TERMS_REQUIRED_MESSAGE, ['acceptedTerms']);
  const emailProblem = validateEmail(form.email);
  if (emailProblem) return fieldProblem(emailProblem, ['email']);
  const passwordProblem = validatePassword(form.password);
  if (passwordProblem) return fieldProblem(passwordProblem, ['password']);
  if (form.password !== form.confirmPassword) {
    return fieldProblem(REGISTER_PASSWORDS_MISMATCH_MESSAGE, ['password', 'confirmPassword']);
  }
  return null;
}

/** {@link registrationProblem}'s message alone, or `null` when the form may be sent. */
export function validateRegistration(form: RegistrationForm): string | null {
  return messageOf(registrationProblem(form));
}
