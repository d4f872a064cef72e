import type { CurrentUser, UserType } from '../contracts/account';
import type { RemoteResult } from './remote-result';

export type { RemoteResult } from './remote-result';

/** What the server says about the current session (`GET /api/some-protected-route`). */
export type SessionCheck =
  | { readonly authenticated: true; readonly userType: UserType }
  | { readonly authenticated: false };

/** A successful sign-in (`POST /api/login`, `POST /api/auth/google`, `POST /api/verify-email`). */
export interface SignIn {
  readonly userId: number;
  readonly token: string | null;
  readonly verified: boolean;
  readonly userType: UserType;
}

export interface Registration {
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
}

/** Accounts and sessions as the browser sees them (SPEC §4, §7). */
export interface AuthRepository {
  checkSession(): Promise<SessionCheck>;
  currentUser(): Promise<RemoteResult<CurrentUser>>;
  login(email: string, password: string): Promise<RemoteResult<SignIn>>;
  /** The Google client id, or null when Google sign-in is not configured. */
  googleClientId(): Promise<string | null>;
  googleLogin(credential: string): Promise<RemoteResult<SignIn>>;
  logout(): Promise<RemoteResult<null>>;
  /** Answers the server's message and the new user's id. */
  register(registration: Registration): Promise<RemoteResult<{ message: string; userId: number }>>;
  saveInformedUpdates(userId: number, informedUpdates: boolean): Promise<RemoteResult<null>>;
  verifyEmail(userId: number, code: string): Promise<RemoteResult<SignIn>>;
  resendVerificationCode(userId: number): Promise<RemoteResult<null>>;
  /** Answers the server's message (the same whether or not the email exists). */
  requestPasswordReset(email: string): Promise<RemoteResult<string>>;
  resetPassword(token: string, password: string): Promise<RemoteResult<string>>;
}

export const AuthRepository = Symbol.for('AuthRepository');
