import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('verify-email screen', () => {
  it('sends anonymous visitors without user_id to /login', async () => {
    const { router } = await renderApp('/verify-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the server error inline, tied to the field, resends, verifies, signs in and goes to / after 2 seconds', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { router, fakeAuth } = await renderApp('/');
    const account = await fakeAuth.register({
      email: 'verify.me@example.com',
      password: 'Str0ng-pass',
      confirmPassword: 'Str0ng-pass',
    });
    if (!account.ok) throw new Error('register failed');
    await act(async () => {
      await router.navigate(`/verify-email?user_id=${account.value.userId}`);
    });

    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Invalid or expired verification code');
    const field = screen.getByLabelText('Verification code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(alert).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Verification code resent. Please check your email.',
    );

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const code = fakeAuth.verificationCodeFor('verify.me@example.com') ?? '';
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('You have been successfully verified.');
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2100);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
