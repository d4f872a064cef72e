import { validatePassword } from './validate-password';

export const RESET_PASSWORDS_MISMATCH_MESSAGE = "Passwords don't match!";

/** The reset-password form: the new password typed twice. */
export interface ResetPasswordForm {
  readonly password: string;
  readonly confirmPassword: string;
}

/**
 * Validates the reset-password form: the new password must satisfy the six password rules (first
 * broken rule's message), then the confirmation must equal it (`"Passwords don't match!"`, docs/product.md §5).
 * Returns `null` when the form may be sent.
 */
export function validateResetPassword(form: ResetPasswordForm): string | null {
  return (
    validatePassword(form.password) ??
    (form.password === form.confirmPassword ? null : RESET_PASSWORDS_MISMATCH_MESSAGE)
  );
}
