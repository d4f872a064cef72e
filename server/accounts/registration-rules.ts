import { validateRegistration } from '@domain/accounts';

export interface RegisterInput {
  readonly email: string;
  readonly password: string;
  /** API clients may leave out the confirmation and the terms box; the SPA always sends both. */
  readonly confirmPassword?: string;
  readonly acceptedTerms?: boolean;
  readonly informedUpdates?: boolean;
}

/** The registration rules (docs/product.md §5) with the API's defaults for what it may leave out. */
export function registrationProblem(input: RegisterInput): string | null {
  return validateRegistration({
    email: input.email,
    password: input.password,
    confirmPassword: input.confirmPassword ?? input.password,
    acceptedTerms: input.acceptedTerms ?? true,
  });
}

/** Whether `register` would get past validation (only such requests spend the register budget). */
export const passesValidation = (input: RegisterInput): boolean => registrationProblem(input) === null;
