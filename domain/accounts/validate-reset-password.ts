import { type FieldProblem, fieldProblem } from '../forms';
import { validatePassword } from './validate-password';

export const RESET_PASSWORDS_MISMATCH_MESSAGE = "Passwords don't match!";

/** The reset-password form: the new password typed twice. */
export interface ResetPasswordForm {
  readonly password: string;
  readonly confirmPassword: string;
}

export type ResetPasswordField = keyof ResetPasswordForm;

/**
 * Validates the reset-password form: the new password must satisfy the six password rules (first
 * broken rule's message, about the password), then the confirmation must equal it
 * (`"Passwords don't match!"`, about both, docs/product.md §5). Returns `null` when the form may be sent.
 */
export function resetPasswordProblem(form: ResetPasswordForm): FieldProblem<ResetPasswordField> | null {
  const passwordProblem = validatePassword(form.password);
  if (passwordProblem) return fieldProblem(passwordProblem, ['password']);
  if (form.password !== form.confirmPassword) {
    return fieldProblem(RESET_PASSWORDS_MISMATCH_MESSAGE, ['password', 'confirmPassword']);
  }
  return null;
}
