import type { CurrentUser, UserType } from '../../accounts/account-contracts';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

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

/** `POST /api/register`'s answer. */
export interface NewAccount {
  readonly message: string;
  readonly userId: number;
  readonly registrationToken: string | null;
}

/** The server's account and session calls, as the browser sees them (docs/product.md §4, §7). */
export interface AuthGateway {
  /** A refused check (no or expired session) is a successful answer: `authenticated: false`. */
  checkSession(): Promise<RemoteResult<SessionCheck>>;
  currentUser(): Promise<RemoteResult<CurrentUser>>;
  login(email: string, password: string): Promise<RemoteResult<SignIn>>;
  /** The Google client id, or null when Google sign-in is not configured. */
  googleClientId(): Promise<RemoteResult<string | null>>;
  googleLogin(credential: string): Promise<RemoteResult<SignIn>>;
  logout(): Promise<RemoteResult<null>>;
  /** Answers the server's message, the new user's id and the token that lets the new user save settings. */
  register(registration: Registration): Promise<RemoteResult<NewAccount>>;
  /** Right after registering: the informed-updates choice, authorised by the registration token. */
  saveInformedUpdates(
    userId: number,
    informedUpdates: boolean,
    registrationToken: string | null,
  ): Promise<RemoteResult<null>>;
  verifyEmail(userId: number, code: string): Promise<RemoteResult<SignIn>>;
  resendVerificationCode(userId: number): Promise<RemoteResult<null>>;
  /** Answers the server's message (the same whether or not the email exists). */
  requestPasswordReset(email: string): Promise<RemoteResult<string>>;
  resetPassword(token: string, password: string): Promise<RemoteResult<string>>;
}

export const AuthGateway: PortToken<AuthGateway> = Symbol.for('AuthGateway');
