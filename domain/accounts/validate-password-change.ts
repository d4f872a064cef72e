import { validatePassword } from './validate-password';

export const PASSWORD_CHANGE_FIELDS_REQUIRED_MESSAGE = 'All password fields must be filled out!';
export const PASSWORD_CHANGE_RULES_MESSAGE =
  'Password must be at least 8 characters long and include one uppercase letter, one lowercase letter, one digit, one special character, and no spaces.';
export const PASSWORD_CHANGE_MISMATCH_MESSAGE = 'Passwords do not match!';

/** The My Account password fields, named as the API expects them. */
export interface PasswordChangeForm {
  readonly old_password: string;
  readonly new_password: string;
  readonly confirm_password: string;
}

/**
 * Validates the optional password change on My Account (docs/product.md §5). All three fields empty means no
 * change was requested and answers `null`. Otherwise, in order: every field filled, the new password
 * meets all six rules (one message listing them), new and confirmation equal. Returns the first
 * failing message, or `null` when the change may be sent.
 */
export function validatePasswordChange(form: PasswordChangeForm): string | null {
  const fields = [form.old_password, form.new_password, form.confirm_password];
  if (fields.every((field) => field === '')) return null;
  if (fields.some((field) => field === '')) return PASSWORD_CHANGE_FIELDS_REQUIRED_MESSAGE;
  if (validatePassword(form.new_password) !== null) return PASSWORD_CHANGE_RULES_MESSAGE;
  return form.new_password === form.confirm_password ? null : PASSWORD_CHANGE_MISMATCH_MESSAGE;
}
