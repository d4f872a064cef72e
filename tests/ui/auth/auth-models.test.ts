// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FakeAuthRepository } from '@adapters/fake/fake-auth-repository';
import { AuthRepository } from '@domain/ports/browser/auth-repository';
import { AuthStore } from '../../../src/app/auth/auth-store';
import { createContainer } from '../../../src/app/container';
import { authModule } from '../../../src/features/auth/auth-module';
import {
  GOOGLE_LOGIN_FAILED,
  LOGIN_UNEXPECTED_ERROR,
  LoginModel,
} from '../../../src/features/auth/login-model';
import { ForgottenPasswordModel, ResetPasswordModel } from '../../../src/features/auth/password-reset-models';
import { RegisterModel } from '../../../src/features/auth/register-model';
import {
  RESENT_MESSAGE,
  VERIFIED_MESSAGE,
  VerifyEmailModel,
} from '../../../src/features/auth/verify-email-model';

function setUp() {
  const container = createContainer('fake');
  container.load(authModule);
  return {
    container,
    session: container.get(AuthStore),
    fake: container.get<FakeAuthRepository>(AuthRepository),
  };
}

function filledRegister(model: RegisterModel, email = 'new.user@example.com') {
  model.setField('email', email);
  model.setField('password', 'Str0ng-pass');
  model.setField('confirmPassword', 'Str0ng-pass');
  model.setAcceptedTerms(true);
}

describe('LoginModel', () => {
  it('gives a new instance per screen', () => {
    const { container } = setUp();
    expect(container.get(LoginModel)).not.toBe(container.get(LoginModel));
  });

  it('signs in and returns to the origin, else /', async () => {
    const { container, session } = setUp();
    const model = container.get(LoginModel);
    model.setEmail('demo@chartpulse.test');
    model.setPassword('Demo-pass1');
    await expect(model.submit('/artist/abc')).resolves.toEqual({ to: '/artist/abc' });
    expect(session.isAuthenticated).toBe(true);
    const again = container.get(LoginModel);
    again.setEmail('demo@chartpulse.test');
    again.setPassword('Demo-pass1');
    await expect(again.submit(null)).resolves.toEqual({ to: '/' });
  });

  it("shows the server's error", async () => {
    const { container, session } = setUp();
    const model = container.get(LoginModel);
    model.setEmail('demo@chartpulse.test');
    model.setPassword('wrong');
    await expect(model.submit(null)).resolves.toBeNull();
    expect(model.error).toBe('Invalid email or password');
    expect(session.isAuthenticated).toBe(false);
  });

  it('falls back to the generic error when the server gave none', async () => {
    const { container, fake } = setUp();
    fake.login = async () => ({ ok: false, error: null, status: null });
    const model = container.get(LoginModel);
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
    const model = container.get(LoginModel);
    model.setEmail('late@example.com');
    model.setPassword('Str0ng-pass');
    await expect(model.submit('/x')).resolves.toEqual({
      to: `/verify-email?user_id=${registered.value.userId}`,
    });
    expect(session.isAuthenticated).toBe(false);
  });

  it('Google: origin else /dashboard; failures read the Google message', async () => {
    const { container, fake } = setUp();
    const model = container.get(LoginModel);
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
    const model = container.get(LoginModel);
    await model.loadGoogleClientId();
    expect(model.googleClientId).toBeNull();
    fake.googleClientId = async () => 'client-123';
    await model.loadGoogleClientId();
    expect(model.googleClientId).toBe('client-123');
  });
});

describe('RegisterModel', () => {
  it.each([
    [{ email: '' }, 'All fields are required.'],
    [{ acceptedTerms: false }, 'You must accept the Terms and Conditions.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ password: 'short', confirmPassword: 'short' }, 'The password should be at least 8 characters long.'],
    [{ confirmPassword: 'Str0ng-pass!' }, 'Passwords do not match.'],
  ])('validates %o before calling the server: %s', async (change, message) => {
    const { container } = setUp();
    const model = container.get(RegisterModel);
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
    const model = container.get(RegisterModel);
    filledRegister(model);
    model.setInformedUpdates(true);
    await expect(model.submit()).resolves.toBe(true);
    expect(model.message).toMatch(/Registration successful/);
    expect(fake.informedUpdatesOf('new.user@example.com')).toBe(true);
    expect(fake.verificationCodeFor('new.user@example.com')).toMatch(/^\d{6}$/);
  });

  it('leaves informed updates off when unticked, and shows server refusals', async () => {
    const { container, fake } = setUp();
    const model = container.get(RegisterModel);
    filledRegister(model, 'demo@chartpulse.test');
    await expect(model.submit()).resolves.toBe(false);
    expect(model.error).toBe('An account with this email already exists.');
    const other = container.get(RegisterModel);
    filledRegister(other, 'quiet@example.com');
    await other.submit();
    expect(fake.informedUpdatesOf('quiet@example.com')).toBe(false);
  });
});

describe('VerifyEmailModel', () => {
  it('verifies the emailed code, signs in, and can resend', async () => {
    const { container, fake, session } = setUp();
    const registered = await fake.register({
      email: 'v@example.com',
      password: 'Str0ng-pass',
      confirmPassword: 'Str0ng-pass',
    });
    if (!registered.ok) throw new Error('register failed');
    const model = container.get(VerifyEmailModel);
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
    const model = container.get(VerifyEmailModel);
    model.start(new URLSearchParams('code=123456'));
    expect(model.code).toBe('123456');
    expect(model.mustLogIn).toBe(true);
  });
});

describe('password reset models', () => {
  it('forgotten password validates the email, then shows the server message', async () => {
    const { container } = setUp();
    const model = container.get(ForgottenPasswordModel);
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
    const model = container.get(ResetPasswordModel);
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
