import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AuthGateway, type SignIn } from '@domain/ports/browser/auth-gateway';
import { AuthStore } from '@shared/auth/auth-store';

export const LOGIN_UNEXPECTED_ERROR = 'An unexpected error occurred while processing your request.';
export const GOOGLE_LOGIN_FAILED = 'Google login failed. Please try again.';

/** Where to go after a sign-in, or null when the attempt failed (the error is on the view-model). */
export type LoginOutcome = { readonly to: string } | null;

export type LoginField = 'email' | 'password';

/**
 * The fields a refused login is about: wrong credentials (401) are about both, as the server will
 * not say which was wrong; a refused form (400) is about what was left empty. Rate limits, server
 * faults and network failures are about no field.
 */
function fieldsOfRefusal(status: number | null, email: string, password: string): LoginField[] {
  if (status === 401) return ['email', 'password'];
  if (status !== 400) return [];
  const empty: LoginField[] = [];
  if (email === '') empty.push('email');
  if (password === '') empty.push('password');
  return empty.length > 0 ? empty : ['email', 'password'];
}

/**
 * The login screen: email/password, the optional Google one-tap, and where each leads
 * (docs/product.md §2, §8).
 */
@injectable()
export class LoginViewModel {
  email = '';
  password = '';
  error: string | null = null;
  /** The fields {@link error} is about (none for a failure of the form as a whole). */
  errorFields: readonly LoginField[] = [];
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
    this.showError(null);
    this.isSubmitting = true;
    const email = this.email.trim();
    const result = await this.auth.login(email, this.password);
    return runInAction(() => {
      this.isSubmitting = false;
      if (!result.ok) {
        this.showError(
          result.error ?? LOGIN_UNEXPECTED_ERROR,
          fieldsOfRefusal(result.status, email, this.password),
        );
        return null;
      }
      if (!result.value.verified) return { to: `/verify-email?user_id=${result.value.userId}` };
      return this.signedIn(result.value, returnPath ?? '/');
    });
  }

  /** The Google credential callback: origin, else /dashboard. */
  async submitGoogleCredential(credential: string, returnPath: string | null): Promise<LoginOutcome> {
    this.showError(null);
    const result = await this.auth.googleLogin(credential);
    return runInAction(() => {
      if (!result.ok) {
        this.showError(GOOGLE_LOGIN_FAILED);
        return null;
      }
      return this.signedIn(result.value, returnPath ?? '/dashboard');
    });
  }

  googleFailed(): void {
    this.showError(GOOGLE_LOGIN_FAILED);
  }

  /** Whether the error shown is about `field`. */
  isInvalid(field: LoginField): boolean {
    return this.errorFields.includes(field);
  }

  private showError(error: string | null, fields: readonly LoginField[] = []): void {
    this.error = error;
    this.errorFields = fields;
  }

  private signedIn(signIn: SignIn, to: string): LoginOutcome {
    this.session.markLoggedIn(signIn);
    this.password = '';
    return { to };
  }
}
