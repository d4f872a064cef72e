import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute } from '@shared/routing/lazy-route';
import { RouterErrorScreen } from '../../../src/app/error-screen';
import { DEMO_ADMIN, DEMO_USER, renderApp } from '../support/render-app';

function Broken(): never {
  throw new Error('the chart exploded');
}

describe('routing (docs/product.md §2)', () => {
  it('sends signed-out visitors from protected routes to /login, remembering where they were going', async () => {
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('lets signed-in users in, and sends non-admins from /admin to /', async () => {
    const { router } = await renderApp('/admin', { signedInAs: DEMO_USER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('lets admins into /admin', async () => {
    await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    expect(await screen.findByRole('heading', { name: 'Admin Area' })).toBeTruthy();
  });

  it('shows a 404 page for unknown routes', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    // The title is set by an effect after the heading renders.
    await waitFor(() => expect(document.title).toBe('Page not found | Chartpulse'));
  });

  it("shows 'Unexpected Application Error!' and the error text when a route throws", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouterErrorScreen /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText('the chart exploded')).toBeTruthy();
    error.mockRestore();
  });

  it('offers Reload, not the chunk error, when a lazy page cannot be fetched (deploy or outage)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = () =>
      Promise.reject(new Error('Unable to preload CSS for /assets/playlist-analysis-page-abc123.css'));
    const router = createMemoryRouter([
      { path: '/', ...lazyRoute<'Page'>(failing, 'Page'), errorElement: <RouterErrorScreen /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'Chartpulse was updated or is unreachable' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText(/Unable to preload CSS/)).toBeNull();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    error.mockRestore();
  });
});
