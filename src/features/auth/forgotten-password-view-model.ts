import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { validateEmail } from '@domain/accounts';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';

export const RESET_REQUEST_FAILED = 'Could not send the reset link. Please try again.';

/** /forgotten-password: an email and 'Send Reset Link'. */
@injectable()
export class ForgottenPasswordViewModel {
  email = '';
  message: string | null = null;
  error: string | null = null;
  /** Whether {@link error} is about the email (and not, say, the network). */
  emailInvalid = false;
  isSubmitting = false;

  constructor(@inject(AuthGateway) private readonly auth: AuthGateway) {
    makeAutoObservable<ForgottenPasswordViewModel, 'auth'>(this, { auth: false }, { autoBind: true });
  }

  setEmail(email: string): void {
    this.email = email;
  }

  async submit(): Promise<void> {
    this.message = null;
    this.error = validateEmail(this.email);
    this.emailInvalid = this.error !== null;
    if (this.error) return;
    this.isSubmitting = true;
    const result = await this.auth.requestPasswordReset(this.email.trim());
    runInAction(() => {
      this.isSubmitting = false;
      if (result.ok) this.message = result.value;
      else this.error = result.error ?? RESET_REQUEST_FAILED;
      // The server refuses the form (400) only for its one field; other failures are not the email's.
      this.emailInvalid = !result.ok && result.status === 400;
    });
  }
}
