// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FakeAuthGateway } from '@adapters/fake/fake-auth-gateway';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { AuthStore } from '@shared/auth/auth-store';
import { createContainer } from '../../../src/app/container';
import { authModule } from '../../../src/features/auth/auth-module';
import { ForgottenPasswordViewModel } from '../../../src/features/auth/forgotten-password-view-model';
import {
  GOOGLE_LOGIN_FAILED,
  LOGIN_UNEXPECTED_ERROR,
  LoginViewModel,
} from '../../../src/features/auth/login-view-model';
import { RegisterViewModel } from '../../../src/features/auth/register-view-model';
import { ResetPasswordViewModel } from '../../../src/features/auth/reset-password-view-model';
import {
  RESENT_MESSAGE,
  VERIFIED_MESSAGE,
  VerifyEmailViewModel,
} from '../../../src/features/auth/verify-email-view-model';

function setUp() {
  const container = createContainer('fake');
  container.load(authModule);
  return {
    container,
    session: container.get(AuthStore),
    fake: container.get<FakeAuthGateway>(AuthGateway),
  };
}

function filledRegister(model: RegisterViewModel, email = 'new.user@example.com') {
  model.setField('email', email);
  model.setField('password', 'Str0ng-pass');
  model.setField('confirmPassword', 'Str0ng-pass');
  model.setAcceptedTerms(true);
}

describe('LoginViewModel', () => {
  it('gives a new instance per screen', () => {
    const { container } = setUp();
    expect(container.get(LoginViewModel)).not.toBe(container.get(LoginViewModel));
  });

  it('signs in and returns to the origin, else /', async () => {
    const { container, session } = setUp();
    const model = container.get(LoginViewModel);
    model.setEmail('demo@chartpulse.test');
    model.setPassword('Demo-pass1');
    await expect(model.submit('/artist/abc')).resolves.toEqual({ to: '/artist/abc' });
    expect(session.isAuthenticated).toBe(true);
    const again = container.get(LoginViewModel);
    again.setEmail('demo@chartpulse.test');
    again.setPassword('Demo-pass1');
    await expect(again.submit(null)).resolves.toEqual({ to: '/' });
  });

  it("shows the server's error", async () => {
    const { container, session } = setUp();
    const model = container.get(LoginViewModel);
    model.setEmail('demo@chartpulse.test');
    model.setPassword('wrong');
    await expect(model.submit(null)).resolves.toBeNull();
    expect(model.error).toBe('Invalid email or password');
    expect(session.isAuthenticated).toBe(false);
  });

  it('falls back to the generic error when the server gave none', async () => {
    const { container, fake } = setUp();
    fake.login = async () => ({ ok: false, error: null, status: null });
    const model = container.get(LoginViewModel);
    await model.submit(null);
    expect(model.error).toBe(LOGIN_UNEXPECTED_ERROR);
  });

  it('sends unverified users to /verify-email with their id', async () => {
    const { container, fake, session } = setUp();
    const registered = await fake.register({
      email: 'late@example.com',
      password: 'Str0ng-pass',
      confirmPassword: 'Str0ng-pass',
    });
    if (!registered.ok) throw new Error('register failed');
    const model = container.get(LoginViewModel);
    model.setEmail('late@example.com');
    model.setPassword('Str0ng-pass');
    await expect(model.submit('/x')).resolves.toEqual({
      to: `/verify-email?user_id=${registered.value.userId}`,
    });
    expect(session.isAuthenticated).toBe(false);
  });

  it('Google: origin else /dashboard; failures read the Google message', async () => {
    const { container, fake } = setUp();
    const model = container.get(LoginViewModel);
    await expect(model.submitGoogleCredential('bad', null)).resolves.toBeNull();
    expect(model.error).toBe(GOOGLE_LOGIN_FAILED);
    fake.googleLogin = async () => ({
      ok: true,
      value: { userId: 1, token: 't', verified: true, userType: 'user' },
    });
    await expect(model.submitGoogleCredential('good', null)).resolves.toEqual({ to: '/dashboard' });
    await expect(model.submitGoogleCredential('good', '/track/x')).resolves.toEqual({ to: '/track/x' });
  });

  it('offers Google only when the server gives a client id', async () => {
    const { container, fake } = setUp();
    const model = container.get(LoginViewModel);
    await model.loadGoogleClientId();
    expect(model.googleClientId).toBeNull();
    fake.googleClientId = async () => ({ ok: true, value: 'client-123' });
    await model.loadGoogleClientId();
    expect(model.googleClientId).toBe('client-123');
  });
});

describe('RegisterViewModel', () => {
  it.each([
    [{ email: '' }, 'All fields are required.'],
    [{ acceptedTerms: false }, 'You must accept the Terms and Conditions.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ password: 'short', confirmPassword: 'short' }, 'The password should be at least 8 characters long.'],
    [{ confirmPassword: 'Str0ng-pass!' }, 'Passwords do not match.'],
  ])('validates %o before calling the server: %s', async (change, message) => {
    const { container } = setUp();
    const model = container.get(RegisterViewModel);
    filledRegister(model);
    for (const [key, value] of Object.entries(change)) {
      if (key === 'acceptedTerms') model.setAcceptedTerms(value as boolean);
      else model.setField(key as 'email', value as string);
    }
    await expect(model.submit()).resolves.toBe(false);
    expect(model.error).toBe(message);
    expect(model.message).toBeNull();
  });

  it("registers, shows the server's message and saves informed updates when asked", async () => {
    const { container, fake } = setUp();
    const model = container.get(RegisterViewModel);
    filledRegister(model);
    model.setInformedUpdates(true);
    await expect(model.submit()).resolves.toBe(true);
    expect(model.message).toMatch(/Registration successful/);
    expect(fake.informedUpdatesOf('new.user@example.com')).toBe(true);
    expect(fake.verificationCodeFor('new.user@example.com')).toMatch(/^\d{6}$/);
  });

  it('leaves informed updates off when unticked, and shows server refusals', async () => {
    const { container, fake } = setUp();
    const model = container.get(RegisterViewModel);
    filledRegister(model, 'demo@chartpulse.test');
    await expect(model.submit()).resolves.toBe(false);
    expect(model.error).toBe('An account with this email already exists.');
    const other = container.get(RegisterViewModel);
    filledRegister(other, 'quiet@example.com');
    await other.submit();
    expect(fake.informedUpdatesOf('quiet@example.com')).toBe(false);
  });
});

describe('VerifyEmailViewModel', () => {
  it('verifies the emailed code, signs in, and can resend', async () => {
    const { container, fake, session } = setUp();
    const registered = await fake.register({
      email: 'v@example.com',
      password: 'Str0ng-pass',
      confirmPassword: 'Str0ng-pass',
    });
    if (!registered.ok) throw new Error('register failed');
    const model = container.get(VerifyEmailViewModel);
    model.start(new URLSearchParams(`user_id=${registered.value.userId}`));
    expect(model.mustLogIn).toBe(false);

    model.setCode('000000');
    await expect(model.verify()).resolves.toBe('Invalid or expired verification code');
    await expect(model.resend()).resolves.toBeNull();
    expect(model.message).toBe(RESENT_MESSAGE);

    model.setCode(fake.verificationCodeFor('v@example.com') ?? '');
    await expect(model.verify()).resolves.toBeNull();
    expect(model.message).toBe(VERIFIED_MESSAGE);
    expect(model.verified).toBe(true);
    expect(session.isAuthenticated).toBe(true);
  });

  it('takes the code from the query and asks anonymous visitors without user_id to log in', () => {
    const { container } = setUp();
    const model = container.get(VerifyEmailViewModel);
    model.start(new URLSearchParams('code=123456'));
    expect(model.code).toBe('123456');
    expect(model.mustLogIn).toBe(true);
  });
});

describe('password reset models', () => {
  it('forgotten password validates the email, then shows the server message', async () => {
    const { container } = setUp();
    const model = container.get(ForgottenPasswordViewModel);
    model.setEmail('nope');
    await model.submit();
    expect(model.error).toBe('Please enter a valid email address.');
    model.setEmail('someone@example.com');
    await model.submit();
    expect(model.error).toBeNull();
    expect(model.message).toMatch(/reset link/);
  });

  it('reset password says "Passwords don\'t match!" and needs a token', async () => {
    const { container, fake } = setUp();
    const model = container.get(ResetPasswordViewModel);
    model.setField('password', 'Str0ng-pass');
    model.setField('confirmPassword', 'Str0ng-pass?');
    await expect(model.submit('token')).resolves.toBe(false);
    expect(model.error).toBe("Passwords don't match!");
    model.setField('confirmPassword', 'Str0ng-pass');
    fake.resetPassword = async () => ({ ok: true, value: 'Password updated.' });
    await expect(model.submit('token')).resolves.toBe(true);
    expect(model.message).toBe('Password updated.');
  });
});
