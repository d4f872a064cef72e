import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';

async function fill(values: { email?: string; password?: string; confirm?: string; terms?: boolean }) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: values.email ?? '' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.password ?? '' } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: values.confirm ?? '' } });
  if (values.terms) fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
}

afterEach(() => vi.useRealTimers());

describe('register screen', () => {
  it('has the optional informed-updates box and the terms box linking /terms-policy', async () => {
    await renderApp('/register');
    expect(await screen.findByRole('checkbox', { name: /Keep me informed/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe(
      '/terms-policy',
    );
  });

  it.each([
    [{}, 'All fields are required.'],
    [
      { email: 'a@b.co', password: 'Str0ng-pass', confirm: 'Str0ng-pass' },
      'You must accept the Terms and Conditions.',
    ],
    [
      { email: 'bad', password: 'Str0ng-pass', confirm: 'Str0ng-pass', terms: true },
      'Please enter a valid email address.',
    ],
    [
      { email: 'a@b.co', password: 'nouppercase1!', confirm: 'nouppercase1!', terms: true },
      'The password should contain at least one uppercase letter.',
    ],
    [
      { email: 'a@b.co', password: 'Str0ng-pass', confirm: 'Str0ng-pas', terms: true },
      'Passwords do not match.',
    ],
  ])('shows the first failing rule for %o', async (values, message) => {
    await renderApp('/register');
    await fill(values);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it("shows the server's message and goes to / after 5 seconds", async () => {
    const { router } = await renderApp('/register');
    await fill({ email: 'fresh@example.com', password: 'Str0ng-pass', confirm: 'Str0ng-pass', terms: true });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Registration successful/);
    await act(async () => {
      vi.advanceTimersByTime(4900);
    });
    expect(router.state.location.pathname).toBe('/register');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('links the success message to the code entry, and stays there when followed', async () => {
    // The code entry's page loaded beforehand: on a busy runner its first load can outlast the 5 s the
    // register page waits (its clock runs on with real time), which would send the app to / meanwhile.
    await import('../../../src/features/auth/verify-email-page');
    const { router } = await renderApp('/register');
    await fill({ email: 'linked@example.com', password: 'Str0ng-pass', confirm: 'Str0ng-pass', terms: true });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const status = await screen.findByRole('status');
    const link = within(status).getByRole('link', { name: 'Enter your verification code' });
    expect(link.getAttribute('href')).toMatch(/^\/verify-email\?user_id=\d+$/);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    await screen.findByRole('heading', { name: 'Verify your email' });
    await act(async () => {
      vi.advanceTimersByTime(6000);
    });
    expect(router.state.location.pathname).toBe('/verify-email');
  });
});
