import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USER, renderApp } from '../support/render-app';
import { expectNoFieldError, expectTiedToError } from '../support/field-errors';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => vi.restoreAllMocks());

describe('login: errors tied to their fields', () => {
  it('ties wrong credentials to both fields, and unties them after a successful sign-in', async () => {
    const { router } = await renderApp('/login');
    await screen.findByLabelText('Email');
    type('Email', DEMO_USER.email);
    type('Password', 'wrong-password');
    press('Log in');
    const alert = await screen.findByRole('alert');
    expect(expectTiedToError(screen.getByLabelText('Email'), 'Invalid email or password')).toBe(alert);
    expect(expectTiedToError(screen.getByLabelText('Password'), 'Invalid email or password')).toBe(alert);

    // Held before the sign-in: the page may leave for / before the checks below run.
    const fields = [screen.getByLabelText('Email'), screen.getByLabelText('Password')];
    type('Password', DEMO_USER.password);
    press('Log in');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    for (const field of fields) expectNoFieldError(field);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a network failure as a form alert that marks no field', async () => {
    const { fakeAuth } = await renderApp('/login');
    vi.spyOn(fakeAuth, 'login').mockResolvedValue({ ok: false, error: null, status: null });
    await screen.findByLabelText('Email');
    type('Email', DEMO_USER.email);
    type('Password', DEMO_USER.password);
    press('Log in');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred while processing your request.',
    );
    expectNoFieldError(screen.getByLabelText('Email'));
    expectNoFieldError(screen.getByLabelText('Password'));
  });
});

describe('register: errors tied to their fields', () => {
  const fill = (email: string, password: string, confirm: string) => {
    type('Email', email);
    type('Password', password);
    type('Confirm password', confirm);
  };

  it('marks no field before a submit', async () => {
    await renderApp('/register');
    for (const label of ['Email', 'Password', 'Confirm password'])
      expectNoFieldError(await screen.findByLabelText(label));
    expectNoFieldError(screen.getByRole('checkbox', { name: /I accept the/ }));
  });

  it('ties each message to the field(s) it is about, and unties them when the form is sent', async () => {
    await renderApp('/register');
    await screen.findByLabelText('Email');
    const email = () => screen.getByLabelText('Email');
    const password = () => screen.getByLabelText('Password');
    const confirm = () => screen.getByLabelText('Confirm password');
    const terms = () => screen.getByRole('checkbox', { name: /I accept the/ });

    fill('', 'Str0ng-pass', '');
    press('Register');
    await screen.findByRole('alert');
    expectTiedToError(email(), 'All fields are required.');
    expectTiedToError(confirm(), 'All fields are required.');
    expectNoFieldError(password());

    fill('a@b.co', 'Str0ng-pass', 'Str0ng-pass');
    press('Register');
    await waitFor(() => expectTiedToError(terms(), 'You must accept the Terms and Conditions.'));
    expectNoFieldError(email());

    fireEvent.click(terms());
    fill('bad', 'Str0ng-pass', 'Str0ng-pass');
    press('Register');
    await waitFor(() => expectTiedToError(email(), 'Please enter a valid email address.'));
    expectNoFieldError(terms());
    expectNoFieldError(password());

    fill('a@b.co', 'nouppercase1!', 'nouppercase1!');
    press('Register');
    await waitFor(() =>
      expectTiedToError(password(), 'The password should contain at least one uppercase letter.'),
    );
    expectNoFieldError(confirm());

    fill('a@b.co', 'Str0ng-pass', 'Str0ng-pas');
    press('Register');
    await waitFor(() => expectTiedToError(confirm(), 'Passwords do not match.'));
    expectTiedToError(password(), 'Passwords do not match.');
    expectNoFieldError(email());

    fill('tied.fields@example.com', 'Str0ng-pass', 'Str0ng-pass');
    press('Register');
    expect((await screen.findByRole('status')).textContent).toMatch(/Registration successful/);
    expect(screen.queryByRole('alert')).toBeNull();
    for (const field of [email(), password(), confirm(), terms()]) expectNoFieldError(field);
  });

  it("ties the server's 'already exists' to the email only", async () => {
    await renderApp('/register');
    await screen.findByLabelText('Email');
    fill(DEMO_USER.email, 'Str0ng-pass', 'Str0ng-pass');
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    press('Register');
    await screen.findByRole('alert');
    expectTiedToError(screen.getByLabelText('Email'), 'An account with this email already exists.');
    expectNoFieldError(screen.getByLabelText('Password'));
  });
});

describe('forgotten password: errors tied to the email', () => {
  it('ties an invalid email to the field, and unties it once the link is sent', async () => {
    await renderApp('/forgotten-password');
    await screen.findByLabelText('Email');
    expectNoFieldError(screen.getByLabelText('Email'));
    type('Email', 'not-an-email');
    press('Send Reset Link');
    await screen.findByRole('alert');
    expectTiedToError(screen.getByLabelText('Email'), 'Please enter a valid email address.');

    type('Email', DEMO_USER.email);
    press('Send Reset Link');
    await screen.findByRole('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expectNoFieldError(screen.getByLabelText('Email'));
  });

  it('keeps a failure of the request itself off the field', async () => {
    const { fakeAuth } = await renderApp('/forgotten-password');
    vi.spyOn(fakeAuth, 'requestPasswordReset').mockResolvedValue({ ok: false, error: null, status: 503 });
    await screen.findByLabelText('Email');
    type('Email', DEMO_USER.email);
    press('Send Reset Link');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not send the reset link. Please try again.',
    );
    expectNoFieldError(screen.getByLabelText('Email'));
  });
});

describe('reset password: errors tied to the new password fields', () => {
  it('ties a broken rule to the password, a mismatch to both, and a dead link to neither', async () => {
    await renderApp('/reset-password?token=expired');
    await screen.findByLabelText('New password');
    const password = () => screen.getByLabelText('New password');
    const confirm = () => screen.getByLabelText('Confirm new password');
    expectNoFieldError(password());

    type('New password', 'short');
    type('Confirm new password', 'short');
    press('Reset password');
    await screen.findByRole('alert');
    expectTiedToError(password(), 'The password should be at least 8 characters long.');
    expectNoFieldError(confirm());

    type('New password', 'Str0ng-pass');
    press('Reset password');
    await waitFor(() => expectTiedToError(confirm(), "Passwords don't match!"));
    expectTiedToError(password(), "Passwords don't match!");

    type('Confirm new password', 'Str0ng-pass');
    await act(async () => press('Reset password'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid or expired reset link'));
    expectNoFieldError(password());
    expectNoFieldError(confirm());
  });
});
