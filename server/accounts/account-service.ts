import {
  PASSWORD_CHANGE_FIELDS_REQUIRED_MESSAGE,
  REGISTER_PASSWORDS_MISMATCH_MESSAGE,
  validateEmail,
  validatePassword,
  validatePasswordChange,
} from '@domain/accounts';
import type { Clock } from '@domain/ports/clock';
import type { UserRow } from '../db/schema';
import { badRequest, conflict, notFound, serviceUnavailable, unauthorized } from '../http/http-error';
import { passwordResetEmail, verificationEmail } from '../mail/account-emails';
import type { Mailer } from '../mail/mailer';
import type { GoogleIdTokenVerifier } from './google-verifier';
import { hashPassword, verifyPassword } from './passwords';
import type { PasswordResets } from './password-resets';
import type { SessionStore } from './session-store';
import type { UserStore } from './user-store';
import type { VerificationCodes } from './verification-codes';

export interface AccountServiceDeps {
  readonly users: UserStore;
  readonly sessions: SessionStore;
  readonly codes: VerificationCodes;
  readonly resets: PasswordResets;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly publicUrl: string;
  /** Null when `GOOGLE_CLIENT_ID` is unset. */
  readonly google: GoogleIdTokenVerifier | null;
  /** Where failures that must not fail the request (an email that could not be sent) are logged. */
  readonly reportError: (error: unknown, context: string) => void;
}

export interface SignedIn {
  readonly user: UserRow;
  readonly token: string;
}

export const REGISTERED_MESSAGE =
  'Registration successful! Please check your email for the verification code.';
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent a link to reset its password.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in.';
export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully';
const BAD_LOGIN = 'Invalid email or password.';
const BAD_CODE = 'Invalid verification code.';

/** The account use cases (DESIGN §5); routes stay thin and call these. */
export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  async register(input: { email: string; password: string; confirmPassword?: string }): Promise<UserRow> {
    const problem =
      validateEmail(input.email) ??
      validatePassword(input.password) ??
      (input.confirmPassword === undefined || input.confirmPassword === input.password
        ? null
        : REGISTER_PASSWORDS_MISMATCH_MESSAGE);
    if (problem) throw badRequest(problem);
    const user = await this.deps.users.create({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      verified: false,
      createdAt: this.deps.clock.now(),
    });
    if (!user) throw conflict('An account with this email already exists. Try logging in instead.');
    // The account exists either way; if mail is down, "Resend code" recovers.
    await this.sendCode(user).catch((error) => this.deps.reportError(error, 'verification email failed'));
    return user;
  }

  async login(email: string, password: string): Promise<SignedIn> {
    const user = await this.deps.users.findByEmail(email);
    const matches = await verifyPassword(password, user?.password_hash ?? null);
    if (!user || !matches) throw unauthorized(BAD_LOGIN);
    return { user, token: await this.deps.sessions.create(user.id) };
  }

  async verifyEmail(userId: number, code: string): Promise<SignedIn> {
    const user = await this.deps.users.findById(userId);
    if (!user) throw badRequest(BAD_CODE);
    const result = await this.deps.codes.check(user.id, code.trim());
    if (result === 'missing') {
      throw badRequest(
        user.verified
          ? 'This email is already verified. Please log in.'
          : 'No code is pending. Please request a new code.',
      );
    }
    if (result === 'expired')
      throw badRequest('This verification code has expired. Please request a new one.');
    if (result === 'exhausted') throw badRequest('Too many wrong codes. Please request a new code.');
    if (result === 'wrong') throw badRequest(BAD_CODE);
    await this.deps.users.update(user.id, { verified: true });
    return { user: { ...user, verified: true }, token: await this.deps.sessions.create(user.id) };
  }

  async resendCode(userId: number): Promise<void> {
    const user = await this.deps.users.findById(userId);
    if (!user) throw notFound('No such user.');
    if (user.verified) throw badRequest('This email is already verified. Please log in.');
    await this.sendCode(user);
  }

  /** Answers the same whether or not the email has an account (no enumeration). */
  async requestPasswordReset(email: string): Promise<void> {
    const problem = validateEmail(email);
    if (problem) throw badRequest(problem);
    const user = await this.deps.users.findByEmail(email);
    if (!user) return;
    const token = await this.deps.resets.issue(user.id);
    await this.deps.mailer.send(passwordResetEmail(user.email, token, this.deps.publicUrl));
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const problem = validatePassword(password);
    if (problem) throw badRequest(problem);
    const userId = await this.deps.resets.consume(token);
    if (userId === null)
      throw badRequest('This reset link is invalid or has expired. Please request a new one.');
    // Following the emailed link proves the address, so the account counts as verified.
    await this.deps.users.update(userId, { password_hash: await hashPassword(password), verified: true });
    await this.deps.sessions.revokeAllForUser(userId);
  }

  async changePassword(
    userId: number,
    keepSessionId: number,
    form: { old_password: string; new_password: string; confirm_password: string },
  ): Promise<void> {
    const problem =
      validatePasswordChange(form) ??
      (form.new_password === '' ? PASSWORD_CHANGE_FIELDS_REQUIRED_MESSAGE : null);
    if (problem) throw badRequest(problem);
    const user = await this.deps.users.findById(userId);
    if (!user) throw unauthorized();
    if (!user.password_hash) {
      throw badRequest(
        'This account signs in with Google and has no password. Use "Forgot password" to set one.',
      );
    }
    if (!(await verifyPassword(form.old_password, user.password_hash))) {
      throw badRequest('Your current password is incorrect.');
    }
    await this.deps.users.update(userId, { password_hash: await hashPassword(form.new_password) });
    await this.deps.sessions.revokeAllForUser(userId, keepSessionId);
  }

  /** Signs in with a Google ID token: the account is keyed by `sub`, linked by email on first use. */
  async googleSignIn(credential: string): Promise<SignedIn> {
    const google = this.deps.google;
    if (!google) throw serviceUnavailable('Google sign-in is not configured on this server.');
    let check: Awaited<ReturnType<GoogleIdTokenVerifier['verify']>>;
    try {
      check = await google.verify(credential);
    } catch {
      throw serviceUnavailable('Google sign-in is temporarily unavailable. Please try again.');
    }
    if (!check.ok) throw unauthorized(check.error);
    const { sub, email } = check.identity;
    let user = await this.deps.users.findByGoogleSub(sub);
    if (!user) {
      const byEmail = await this.deps.users.findByEmail(email);
      if (byEmail?.google_sub) throw conflict('This email is already linked to another Google account.');
      if (byEmail) {
        // An unverified account never proved it owns the address: drop its password and sessions so
        // whoever registered it first cannot get into the Google user's account.
        const password_hash = byEmail.verified ? byEmail.password_hash : null;
        await this.deps.users.update(byEmail.id, { google_sub: sub, verified: true, password_hash });
        if (!byEmail.verified) await this.deps.sessions.revokeAllForUser(byEmail.id);
        user = { ...byEmail, google_sub: sub, verified: true, password_hash };
      } else {
        user = await this.deps.users.create({
          email,
          passwordHash: null,
          verified: true,
          googleSub: sub,
          createdAt: this.deps.clock.now(),
        });
        if (!user) throw conflict('An account with this email was just created. Please try again.');
      }
    }
    return { user, token: await this.deps.sessions.create(user.id) };
  }

  private async sendCode(user: UserRow): Promise<void> {
    const code = await this.deps.codes.issue(user.id);
    await this.deps.mailer.send(verificationEmail(user.email, user.id, code, this.deps.publicUrl));
  }
}
