import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type RegistrationField, registrationProblem } from '@domain/accounts';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';

export const REGISTER_REDIRECT_DELAY_MS = 5000;
export const REGISTER_FAILED_MESSAGE = 'Registration failed. Please try again.';

/** The server refuses an email that already has an account with 409; its other refusals repeat our checks or are about no field. */
const fieldsOfRefusal = (status: number | null): RegistrationField[] => (status === 409 ? ['email'] : []);

/**
 * The register screen (docs/product.md §2, §5): validation in order, then the server, then informed
 * updates.
 */
@injectable()
export class RegisterViewModel {
  email = '';
  password = '';
  confirmPassword = '';
  informedUpdates = false;
  acceptedTerms = false;
  error: string | null = null;
  /** The fields {@link error} is about (none for a failure of the form as a whole). */
  errorFields: readonly RegistrationField[] = [];
  /** The server's success message; the view returns to / 5 s after it appears. */
  message: string | null = null;
  /** Where the new account's emailed code is entered (linked from the success message). */
  verifyPath: string | null = null;
  isSubmitting = false;

  constructor(@inject(AuthGateway) private readonly auth: AuthGateway) {
    makeAutoObservable<RegisterViewModel, 'auth'>(this, { auth: false }, { autoBind: true });
  }

  setField(field: 'email' | 'password' | 'confirmPassword', value: string): void {
    this[field] = value;
  }

  setInformedUpdates(value: boolean): void {
    this.informedUpdates = value;
  }

  setAcceptedTerms(value: boolean): void {
    this.acceptedTerms = value;
  }

  /** True when the account was created. */
  async submit(): Promise<boolean> {
    this.message = null;
    const problem = registrationProblem({
      email: this.email,
      password: this.password,
      confirmPassword: this.confirmPassword,
      acceptedTerms: this.acceptedTerms,
    });
    this.showError(problem?.message ?? null, problem?.fields);
    if (problem) return false;
    this.isSubmitting = true;
    const result = await this.auth.register({
      email: this.email.trim(),
      password: this.password,
      confirmPassword: this.confirmPassword,
    });
    if (result.ok && this.informedUpdates) {
      const { userId, registrationToken } = result.value;
      const saved = await this.auth.saveInformedUpdates(userId, true, registrationToken);
      if (!saved.ok) console.error('Failed to save the informed-updates choice:', saved.error);
    }
    return runInAction(() => {
      this.isSubmitting = false;
      if (!result.ok) {
        this.showError(result.error ?? REGISTER_FAILED_MESSAGE, fieldsOfRefusal(result.status));
        return false;
      }
      this.message = result.value.message;
      this.verifyPath = `/verify-email?user_id=${encodeURIComponent(result.value.userId)}`;
      return true;
    });
  }

  /** Whether the error shown is about `field`. */
  isInvalid(field: RegistrationField): boolean {
    return this.errorFields.includes(field);
  }

  private showError(error: string | null, fields: readonly RegistrationField[] = []): void {
    this.error = error;
    this.errorFields = fields;
  }
}
