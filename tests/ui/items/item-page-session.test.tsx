import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ARTIST_IDS } from '@adapters/fake/catalog-fixtures';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { AuthStore } from '@shared/auth/auth-store';
import { DEMO_USER, renderApp } from '../support/render-app';

describe('an item page while the visitor signs in or out', () => {
  it('loads its item again on each change, and shows what that visitor gets', async () => {
    const { container, fakeAuth } = await renderApp(`/artist/${ARTIST_IDS.aurora}`);
    await screen.findByRole('heading', { level: 1, name: 'Aurora Vale' });
    await screen.findByRole('link', { name: 'See other advanced stats...' });
    const auth = container.get(AuthStore);
    await waitFor(() => expect(auth.isLoading).toBe(false));
    const reads = vi.spyOn(container.get<CatalogGateway>(CatalogGateway), 'getArtist');

    const signIn = await fakeAuth.login(DEMO_USER.email, DEMO_USER.password);
    if (!signIn.ok) throw new Error('the fake backend refused the demo user');
    act(() => auth.markLoggedIn(signIn.value));
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    expect(reads).toHaveBeenLastCalledWith(ARTIST_IDS.aurora);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'See other advanced stats...' })).toBeNull(),
    );

    await fakeAuth.logout();
    act(() => auth.clear());
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
    await screen.findByRole('link', { name: 'See other advanced stats...' });
    await screen.findByRole('heading', { level: 1, name: 'Aurora Vale' });
  });
});
