import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AuthGateway, type SignIn } from '@domain/ports/browser/auth-gateway';
import { AuthStore } from '@shared/auth/auth-store';

export const LOGIN_UNEXPECTED_ERROR = 'An unexpected error occurred while processing your request.';
export const GOOGLE_LOGIN_FAILED = 'Google login failed. Please try again.';

/** Where to go after a sign-in, or null when the attempt failed (the error is on the view-model). */
export type LoginOutcome = { readonly to: string } | null;

/**
 * The login screen: email/password, the optional Google one-tap, and where each leads
 * (docs/product.md §2, §8).
 */
@injectable()
export class LoginViewModel {
  email = '';
  password = '';
  error: string | null = null;
  isSubmitting = false;
  /** Set when the server offers Google sign-in. */
  googleClientId: string | null = null;

  constructor(
    @inject(AuthGateway) private readonly auth: AuthGateway,
    @inject(AuthStore) private readonly session: AuthStore,
  ) {
    makeAutoObservable<LoginViewModel, 'auth' | 'session'>(
      this,
      { auth: false, session: false },
      { autoBind: true },
    );
  }

  setEmail(email: string): void {
    this.email = email;
  }

  setPassword(password: string): void {
    this.password = password;
  }

  async loadGoogleClientId(): Promise<void> {
    const result = await this.auth.googleClientId();
    runInAction(() => {
      this.googleClientId = result.ok ? result.value : null;
    });
  }

  /** Email/password login: origin (else /) when verified, /verify-email when not. */
  async submit(returnPath: string | null): Promise<LoginOutcome> {
    this.error = null;
    this.isSubmitting = true;
    const result = await this.auth.login(this.email.trim(), this.password);
    return runInAction(() => {
      this.isSubmitting = false;
      if (!result.ok) {
        this.error = result.error ?? LOGIN_UNEXPECTED_ERROR;
        return null;
      }
      if (!result.value.verified) return { to: `/verify-email?user_id=${result.value.userId}` };
      return this.signedIn(result.value, returnPath ?? '/');
    });
  }

  /** The Google credential callback: origin, else /dashboard. */
  async submitGoogleCredential(credential: string, returnPath: string | null): Promise<LoginOutcome> {
    this.error = null;
    const result = await this.auth.googleLogin(credential);
    return runInAction(() => {
      if (!result.ok) {
        this.error = GOOGLE_LOGIN_FAILED;
        return null;
      }
      return this.signedIn(result.value, returnPath ?? '/dashboard');
    });
  }

  googleFailed(): void {
    this.error = GOOGLE_LOGIN_FAILED;
  }

  private signedIn(signIn: SignIn, to: string): LoginOutcome {
    this.session.markLoggedIn(signIn);
    this.password = '';
    return { to };
  }
}
