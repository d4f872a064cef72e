import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { AuthStore } from '@shared/auth/auth-store';

export const VERIFIED_MESSAGE = 'You have been successfully verified.';
export const RESENT_MESSAGE = 'Verification code resent. Please check your email.';
export const VERIFY_REDIRECT_DELAY_MS = 2000;
export const VERIFY_FAILED_MESSAGE = 'Verification failed. Please try again.';
export const RESEND_FAILED_MESSAGE = 'Could not resend the verification code. Please try again.';

/**
 * The verify-email screen: a code, Verify and Resend Code. Failures are answered as text for the
 * view to alert (docs/product.md §8); success signs the user in.
 */
@injectable()
export class VerifyEmailViewModel {
  code = '';
  userId: number | null = null;
  message: string | null = null;
  verified = false;
  isSubmitting = false;

  constructor(
    @inject(AuthGateway) private readonly auth: AuthGateway,
    @inject(AuthStore) private readonly session: AuthStore,
  ) {
    makeAutoObservable<VerifyEmailViewModel, 'auth' | 'session'>(
      this,
      { auth: false, session: false },
      { autoBind: true },
    );
  }

  /** Reads `user_id` and `code` from the query, falling back to the signed-in user. */
  start(query: URLSearchParams): void {
    const fromQuery = Number(query.get('user_id'));
    this.userId = Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : (this.session.user?.id ?? null);
    this.code = query.get('code') ?? this.code;
  }

  /** /login when nobody is signed in and the query names no user. */
  get mustLogIn(): boolean {
    return this.userId === null && !this.session.isAuthenticated;
  }

  setCode(code: string): void {
    this.code = code;
  }

  /** Null on success, else the error text to alert. */
  async verify(): Promise<string | null> {
    if (this.userId === null) return VERIFY_FAILED_MESSAGE;
    this.isSubmitting = true;
    this.message = null;
    const result = await this.auth.verifyEmail(this.userId, this.code.trim());
    return runInAction(() => {
      this.isSubmitting = false;
      if (!result.ok) return result.error ?? VERIFY_FAILED_MESSAGE;
      this.verified = true;
      this.message = VERIFIED_MESSAGE;
      this.session.markLoggedIn(result.value);
      return null;
    });
  }

  /** Null on success (the confirmation is on `message`), else the error text to alert. */
  async resend(): Promise<string | null> {
    if (this.userId === null) return RESEND_FAILED_MESSAGE;
    const result = await this.auth.resendVerificationCode(this.userId);
    return runInAction(() => {
      if (!result.ok) return result.error ?? RESEND_FAILED_MESSAGE;
      this.message = RESENT_MESSAGE;
      return null;
    });
  }
}
