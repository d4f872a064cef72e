import { type FieldProblem, fieldProblem, messageOf } from '../forms';
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

export type PasswordChangeField = keyof PasswordChangeForm;

const FIELDS: readonly PasswordChangeField[] = ['old_password', 'new_password', 'confirm_password'];

/**
 * Validates the optional password change on My Account (docs/product.md §5). All three fields empty means no
 * change was requested and answers `null`. Otherwise, in order: every field filled (about the empty
 * ones), the new password meets all six rules (one message listing them, about the new password),
 * new and confirmation equal (about both). Returns the first failing check, or `null` when the
 * change may be sent.
 */
export function passwordChangeProblem(form: PasswordChangeForm): FieldProblem<PasswordChangeField> | null {
  const empty = FIELDS.filter((field) => form[field] === '');
  if (empty.length === FIELDS.length) return null;
  if (empty.length > 0) return fieldProblem(PASSWORD_CHANGE_FIELDS_REQUIRED_MESSAGE, empty);
  if (validatePassword(form.new_password) !== null) {
    return fieldProblem(PASSWORD_CHANGE_RULES_MESSAGE, ['new_password']);
  }
  if (form.new_password !== form.confirm_password) {
    return fieldProblem(PASSWORD_CHANGE_MISMATCH_MESSAGE, ['new_password', 'confirm_password']);
  }
  return null;
}

/** {@link passwordChangeProblem}'s message alone, or `null` when the change may be sent. */
export function validatePasswordChange(form: PasswordChangeForm): string | null {
  return messageOf(passwordChangeProblem(form));
}
