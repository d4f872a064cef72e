import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ResetPasswordField, resetPasswordProblem } from '@domain/accounts';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';

export const RESET_FAILED = 'Could not reset the password. The link may have expired.';

/** /reset-password?token=…: the new password twice; success leads to /login. */
@injectable()
export class ResetPasswordViewModel {
  password = '';
  confirmPassword = '';
  error: string | null = null;
  /** The fields {@link error} is about: none when the link itself or the server failed. */
  errorFields: readonly ResetPasswordField[] = [];
  message: string | null = null;
  isSubmitting = false;

  constructor(@inject(AuthGateway) private readonly auth: AuthGateway) {
    makeAutoObservable<ResetPasswordViewModel, 'auth'>(this, { auth: false }, { autoBind: true });
  }

  setField(field: 'password' | 'confirmPassword', value: string): void {
    this[field] = value;
  }

  /** True when the password was changed. */
  async submit(token: string | null): Promise<boolean> {
    this.message = null;
    const problem = resetPasswordProblem({ password: this.password, confirmPassword: this.confirmPassword });
    this.error = problem?.message ?? null;
    this.errorFields = problem?.fields ?? [];
    if (problem) return false;
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

  /** Whether the error shown is about `field`. */
  isInvalid(field: ResetPasswordField): boolean {
    return this.errorFields.includes(field);
  }
}
