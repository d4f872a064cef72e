// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FakeAuthGateway } from '@adapters/fake/fake-auth-gateway';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { AuthStore } from '@shared/auth/auth-store';
import { createContainer } from '../../../src/app/container';

function setUp() {
  const container = createContainer('fake');
  return {
    store: container.get(AuthStore),
    fake: container.get<FakeAuthGateway>(AuthGateway),
  };
}

describe('AuthStore (docs/product.md §4) on the fake backend', () => {
  it('starts anonymous and loading', () => {
    const { store } = setUp();
    expect(store.isLoading).toBe(true);
    expect(store.isAuthenticated).toBe(false);
    expect(store.userType).toBe('anonymous');
    expect(store.user).toBeNull();
  });

  it('ends loading logged out when there is no session', async () => {
    const { store } = setUp();
    await store.checkSession();
    expect(store.isLoading).toBe(false);
    expect(store.isAuthenticated).toBe(false);
  });

  it('restores a live session with its user type and user data', async () => {
    const { store, fake } = setUp();
    await fake.login('admin@chartpulse.test', 'Admin-pass1');
    await store.checkSession();
    expect(store.isAuthenticated).toBe(true);
    expect(store.userType).toBe('admin');
    expect(store.isAdmin).toBe(true);
    expect(store.user?.data?.email).toBe('admin@chartpulse.test');
  });

  it('logs in with markLoggedIn and out with logout', async () => {
    const { store, fake } = setUp();
    const signIn = await fake.login('demo@chartpulse.test', 'Demo-pass1');
    if (!signIn.ok) throw new Error('demo login failed');
    store.markLoggedIn(signIn.value);
    expect(store.isAuthenticated).toBe(true);
    expect(store.userType).toBe('user');
    expect(store.token).toBe(signIn.value.token);
    await expect(store.logout()).resolves.toEqual({ ok: true });
    expect(store.isAuthenticated).toBe(false);
    expect(store.user).toBeNull();
    expect(store.userType).toBe('anonymous');
  });

  it('keeps the session and answers the error when the logout fails', async () => {
    const { store, fake } = setUp();
    const signIn = await fake.login('demo@chartpulse.test', 'Demo-pass1');
    if (!signIn.ok) throw new Error('demo login failed');
    store.markLoggedIn(signIn.value);
    fake.logout = async () => ({ ok: false, error: null, status: null });
    await expect(store.logout()).resolves.toEqual({ ok: false, error: 'Error logging out:' });
    expect(store.isAuthenticated).toBe(true);
  });

  it('counts auth triggers', () => {
    const { store } = setUp();
    store.requestAuthCheck();
    store.requestAuthCheck();
    expect(store.authTrigger).toBe(2);
  });
});
