import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { validateEmail, validateResetPassword } from '@domain/accounts';
import { AuthRepository } from '@domain/ports/browser/auth-repository';

export const RESET_REQUEST_FAILED = 'Could not send the reset link. Please try again.';
export const RESET_FAILED = 'Could not reset the password. The link may have expired.';

/** /forgotten-password: an email and 'Send Reset Link'. */
@injectable()
export class ForgottenPasswordModel {
  email = '';
  message: string | null = null;
  error: string | null = null;
  isSubmitting = false;

  constructor(@inject(AuthRepository) private readonly auth: AuthRepository) {
    makeAutoObservable<ForgottenPasswordModel, 'auth'>(this, { auth: false }, { autoBind: true });
  }

  setEmail(email: string): void {
    this.email = email;
  }

  async submit(): Promise<void> {
    this.message = null;
    this.error = validateEmail(this.email);
    if (this.error) return;
    this.isSubmitting = true;
    const result = await this.auth.requestPasswordReset(this.email.trim());
    runInAction(() => {
      this.isSubmitting = false;
      if (result.ok) this.message = result.value;
      else this.error = result.error ?? RESET_REQUEST_FAILED;
    });
  }
}

/** /reset-password?token=…: the new password twice; success leads to /login. */
@injectable()
export class ResetPasswordModel {
  password = '';
  confirmPassword = '';
  error: string | null = null;
  message: string | null = null;
  isSubmitting = false;

  constructor(@inject(AuthRepository) private readonly auth: AuthRepository) {
    makeAutoObservable<ResetPasswordModel, 'auth'>(this, { auth: false }, { autoBind: true });
  }

  setField(field: 'password' | 'confirmPassword', value: string): void {
    this[field] = value;
  }

  /** True when the password was changed. */
  async submit(token: string | null): Promise<boolean> {
    this.message = null;
    this.error = validateResetPassword({ password: this.password, confirmPassword: this.confirmPassword });
    if (this.error) return false;
    if (!token) {
      this.error = RESET_FAILED;
      return false;
    }
    this.isSubmitting = true;
    const result = await this.auth.resetPassword(token, this.password);
    return runInAction(() => {
      this.isSubmitting = false;
      if (!result.ok) {
        this.error = result.error ?? RESET_FAILED;
        return false;
      }
      this.message = result.value;
      return true;
    });
  }
}
