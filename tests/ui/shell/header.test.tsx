import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOGOUT_UNREACHABLE_REASON } from '../../../src/app/shell/logout-failure-reason';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN, DEMO_USER, renderApp } from '../support/render-app';

function menu() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('header menu (docs/product.md §2)', () => {
  it('shows logged-out visitors a login link reading "Log in to Chartpulse" that remembers the page', async () => {
    const { router } = await renderApp('/some/page?x=1');
    const login = await menu().findByRole('link', { name: 'Log in to Chartpulse' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(menu().queryByText('Dashboard')).toBeNull();
    fireEvent.click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/some/page?x=1' });
  });

  it('shows signed-in users New Search, Dashboard, My Account and Log Out, without admin items', async () => {
    await renderApp('/', { signedInAs: DEMO_USER });
    expect(await menu().findByRole('link', { name: 'New Search' })).toBeTruthy();
    expect(menu().getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(menu().getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/my-account');
    expect(menu().getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(menu().queryByRole('link', { name: 'Admin Area' })).toBeNull();
    expect(menu().queryByRole('link', { name: 'Landing Pages' })).toBeNull();
  });

  it('adds Landing Pages and Admin Area for admins', async () => {
    await renderApp('/', { signedInAs: DEMO_ADMIN });
    expect(await menu().findByRole('link', { name: 'Admin Area' })).toBeTruthy();
    expect(menu().getByRole('link', { name: 'Landing Pages' }).getAttribute('href')).toBe('/landing-pages');
  });

  it('logs out through the server and shows the login link again', async () => {
    const { fakeAuth } = await renderApp('/', { signedInAs: DEMO_USER });
    fireEvent.click(await menu().findByRole('button', { name: 'Log Out' }));
    expect(await menu().findByRole('link', { name: 'Log in to Chartpulse' })).toBeTruthy();
    await expect(fakeAuth.checkSession()).resolves.toEqual({ ok: true, value: { authenticated: false } });
  });

  it("says in the page why logging out failed: the server's error, else 'Error logging out:' and a reason", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { fakeAuth } = await renderApp('/', { signedInAs: DEMO_USER });
    fakeAuth.logout = async () => ({ ok: false, error: 'Session store down', status: 503 });
    fireEvent.click(await menu().findByRole('button', { name: 'Log Out' }));
    const shown = await screen.findByRole('alert');
    expect(shown.textContent).toContain('Error logging out: Session store down');
    fakeAuth.logout = async () => ({ ok: false, error: null, status: null });
    fireEvent.click(menu().getByRole('button', { name: 'Log Out' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        `Error logging out: ${LOGOUT_UNREACHABLE_REASON}`,
      ),
    );
    expect(menu().getByRole('button', { name: 'Log Out' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('toggles the menu open and closed', async () => {
    await renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Main' }).className).toContain('open');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('has the footer links', async () => {
    await renderApp('/');
    const footer = within(await screen.findByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-policy');
    expect(footer.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
  });
});
