import type { CurrentUser, UserType } from '@domain/accounts/account-contracts';
import type {
  AuthGateway,
  NewAccount,
  Registration,
  SessionCheck,
  SignIn,
} from '@domain/ports/browser/auth-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';

interface FakeUser {
  id: number;
  email: string;
  password: string;
  verified: boolean;
  userType: UserType;
  informedUpdates: boolean;
  code: string | null;
}

export interface FakeAuthSeed {
  readonly email: string;
  readonly password: string;
  readonly userType?: UserType;
  readonly verified?: boolean;
}

/** The demo accounts of the static fake backend (`VITE_BACKEND=fake`). */
export const FAKE_DEMO_ACCOUNTS: readonly FakeAuthSeed[] = [
  { email: 'demo@chartpulse.test', password: 'Demo-pass1' },
  { email: 'admin@chartpulse.test', password: 'Admin-pass1', userType: 'admin' },
];

const fail = (error: string, status: number) => ({ ok: false, error, status }) as const;
const ok = <T>(value: T) => ({ ok: true, value }) as const;

/** An in-memory AuthGateway: accounts, one session and verification codes live in this object. */
export class FakeAuthGateway implements AuthGateway {
  private readonly users: FakeUser[] = [];
  private sessionUserId: number | null = null;
  private codeCounter = 0;

  constructor(seed: readonly FakeAuthSeed[] = FAKE_DEMO_ACCOUNTS) {
    for (const account of seed) {
      this.addUser(account.email, account.password, account.userType ?? 'user', account.verified ?? true);
    }
  }

  /** Test and demo helper: the last verification code "emailed" to this address. */
  verificationCodeFor(email: string): string | null {
    return this.findByEmail(email)?.code ?? null;
  }

  async checkSession(): Promise<RemoteResult<SessionCheck>> {
    const user = this.sessionUser();
    return ok<SessionCheck>(
      user ? { authenticated: true, userType: user.userType } : { authenticated: false },
    );
  }

  async currentUser(): Promise<RemoteResult<CurrentUser>> {
    const user = this.sessionUser();
    if (!user) return fail('Authentication required', 401);
    return ok({
      user_id: user.id,
      email: user.email,
      verified: user.verified,
      user_type: user.userType,
      created_at: '2024-01-01T00:00:00.000Z',
    });
  }

  async login(email: string, password: string): Promise<RemoteResult<SignIn>> {
    const user = this.findByEmail(email);
    if (!user || user.password !== password) return fail('Invalid email or password', 401);
    if (user.verified) this.sessionUserId = user.id;
    return ok(this.signInOf(user));
  }

  async googleClientId(): Promise<RemoteResult<string | null>> {
    return ok(null);
  }

  async googleLogin(): Promise<RemoteResult<SignIn>> {
    return fail('Google sign-in is not configured', 503);
  }

  async logout(): Promise<RemoteResult<null>> {
    this.sessionUserId = null;
    return ok(null);
  }

  async register(registration: Registration): Promise<RemoteResult<NewAccount>> {
    if (registration.password !== registration.confirmPassword) return fail('Passwords do not match.', 400);
    if (this.findByEmail(registration.email)) return fail('An account with this email already exists.', 409);
    const user = this.addUser(registration.email, registration.password, 'user', false);
    user.code = this.nextCode();
    return ok({
      message: 'Registration successful! Please check your email for the verification code.',
      userId: user.id,
      registrationToken: `fake-registration-${user.id}`,
    });
  }

  /** Test helper: the informed-updates choice saved for this address. */
  informedUpdatesOf(email: string): boolean | null {
    return this.findByEmail(email)?.informedUpdates ?? null;
  }

  async saveInformedUpdates(
    userId: number,
    informedUpdates: boolean,
    registrationToken: string | null,
  ): Promise<RemoteResult<null>> {
    const user = this.users.find((candidate) => candidate.id === userId);
    if (!user) return fail('User not found', 404);
    if (this.sessionUserId !== userId && registrationToken !== `fake-registration-${userId}`) {
      return fail('Please log in to continue.', 401);
    }
    user.informedUpdates = informedUpdates;
    return ok(null);
  }

  async verifyEmail(userId: number, code: string): Promise<RemoteResult<SignIn>> {
    const user = this.users.find((candidate) => candidate.id === userId);
    if (!user) return fail('User not found', 404);
    if (!user.code || user.code !== code.trim()) return fail('Invalid or expired verification code', 400);
    user.verified = true;
    user.code = null;
    this.sessionUserId = user.id;
    return ok(this.signInOf(user));
  }

  async resendVerificationCode(userId: number): Promise<RemoteResult<null>> {
    const user = this.users.find((candidate) => candidate.id === userId);
    if (!user) return fail('User not found', 404);
    if (user.verified) return fail('This account is already verified', 400);
    user.code = this.nextCode();
    return ok(null);
  }

  async requestPasswordReset(): Promise<RemoteResult<string>> {
    return ok('If an account exists for this email, a reset link has been sent.');
  }

  async resetPassword(token: string): Promise<RemoteResult<string>> {
    return token ? fail('Invalid or expired reset link', 400) : fail('Missing reset token', 400);
  }

  /** The signed-in user's id, or null (the fake account gateway's view of the session). */
  signedInUserId(): number | null {
    return this.sessionUser()?.id ?? null;
  }

  /** Replaces a user's password when `oldPassword` is the current one; false otherwise. */
  replacePassword(userId: number, oldPassword: string, newPassword: string): boolean {
    const user = this.users.find((candidate) => candidate.id === userId);
    if (!user || user.password !== oldPassword) return false;
    user.password = newPassword;
    return true;
  }

  private sessionUser(): FakeUser | undefined {
    return this.users.find((user) => user.id === this.sessionUserId);
  }

  private findByEmail(email: string): FakeUser | undefined {
    const wanted = email.trim().toLowerCase();
    return this.users.find((user) => user.email === wanted);
  }

  private addUser(email: string, password: string, userType: UserType, verified: boolean): FakeUser {
    const user: FakeUser = {
      id: this.users.length + 1,
      email: email.trim().toLowerCase(),
      password,
      verified,
      userType,
      informedUpdates: false,
      code: null,
    };
    this.users.push(user);
    return user;
  }

  private signInOf(user: FakeUser): SignIn {
    return {
      userId: user.id,
      token: `fake-token-${user.id}`,
      verified: user.verified,
      userType: user.userType,
    };
  }

  private nextCode(): string {
    this.codeCounter += 1;
    return String(100000 + ((this.codeCounter * 271_829) % 900000));
  }
}
