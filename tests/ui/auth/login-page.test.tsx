import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_USER, renderApp } from '../support/render-app';

async function fillLogin(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login screen', () => {
  it('links to register and to the password reset, and shows no Google button without a client id', async () => {
    await renderApp('/login');
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe(
      '/forgotten-password',
    );
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Log in | Chartpulse'));
  });

  it('shows the server error for bad credentials', async () => {
    await renderApp('/login');
    await fillLogin(DEMO_USER.email, 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });

  it('returns to the page the visitor came from', async () => {
    const { router } = await renderApp('/login', { state: { from: '/artist/1WgXqy2Dd70QQOU7Ay074N' } });
    await fillLogin(DEMO_USER.email, DEMO_USER.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/1WgXqy2Dd70QQOU7Ay074N'));
  });

  it('goes to / without an origin, and the header shows the signed-in menu', async () => {
    const { router } = await renderApp('/login');
    await fillLogin(DEMO_USER.email, DEMO_USER.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('sends unverified users to /verify-email with their user id', async () => {
    const { router, fakeAuth } = await renderApp('/login');
    const registered = await fakeAuth.register({
      email: 'pending@example.com',
      password: 'Str0ng-pass',
      confirmPassword: 'Str0ng-pass',
    });
    if (!registered.ok) throw new Error('register failed');
    await fillLogin('pending@example.com', 'Str0ng-pass');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.search).toBe(`?user_id=${registered.value.userId}`);
    expect(await screen.findByRole('button', { name: 'Resend Code' })).toBeTruthy();
  });
});
