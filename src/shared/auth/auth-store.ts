import { makeAutoObservable, runInAction } from 'mobx';
import type { CurrentUser, UserType } from '@domain/accounts/account-contracts';
import type { AuthGateway, SignIn } from '@domain/ports/browser/auth-gateway';

export type ClientUserType = UserType | 'anonymous';

/** docs/product.md §3 `user {id, data}`: `data` arrives after `GET /api/get-current-user`. */
export interface ClientUser {
  readonly id: number;
  readonly data: CurrentUser | null;
}

/** Shown at login after a 401 where a session was expected (docs/product.md §8 Dashboard add). */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

export type LogoutOutcome = { ok: true } | { ok: false; error: string };

/**
 * The auth state machine of docs/product.md §4, shared by the whole app. Bound with its gateway named
 * at the binding (build-container.ts), not by decorators: see docs/architecture.md, "first load".
 */
export class AuthStore {
  isAuthenticated = false;
  userType: ClientUserType = 'anonymous';
  user: ClientUser | null = null;
  token: string | null = null;
  isLoading = true;
  /** Bumping this re-runs the session check (the app shell watches it). */
  authTrigger = 0;
  /** Why the user was signed out without asking (e.g. the session expired), shown on the login page. */
  signOutNotice: string | null = null;

  constructor(private readonly auth: AuthGateway) {
    makeAutoObservable<AuthStore, 'auth'>(this, { auth: false }, { autoBind: true });
  }

  get isAdmin(): boolean {
    return this.isAuthenticated && this.userType === 'admin';
  }

  /** Asks the server whether the session is alive, then loads the current user. */
  async checkSession(): Promise<void> {
    try {
      const result = await this.auth.checkSession();
      if (result.ok && result.value.authenticated) {
        const { userType } = result.value;
        runInAction(() => {
          this.isAuthenticated = true;
          this.userType = userType;
        });
        await this.loadCurrentUser();
      } else {
        this.clear();
      }
    } catch (error) {
      console.error('Session check failed:', error);
      this.clear();
    } finally {
      runInAction(() => {
        this.isLoading = false;
      });
    }
  }

  /** Re-runs the session check through the trigger counter. */
  requestAuthCheck(): void {
    this.authTrigger += 1;
  }

  /** Login, identity-provider login or a successful verification make the user signed in. */
  markLoggedIn(signIn: SignIn): void {
    this.isAuthenticated = true;
    this.userType = signIn.userType;
    this.token = signIn.token;
    this.user = { id: signIn.userId, data: this.user?.id === signIn.userId ? this.user.data : null };
    this.isLoading = false;
    this.signOutNotice = null;
    void this.loadCurrentUser();
  }

  /** Posts the logout; on success the state is logged out. On failure it answers the error to show. */
  async logout(): Promise<LogoutOutcome> {
    const result = await this.auth.logout();
    if (!result.ok) return { ok: false, error: result.error ?? 'Error logging out:' };
    this.clear();
    return { ok: true };
  }

  /** A 401 where a session was expected: signed out locally, with the reason to show at login. */
  expireSession(notice = SESSION_EXPIRED_MESSAGE): void {
    this.clear();
    this.signOutNotice = notice;
  }

  /** Forgets the session locally (logout, or a 401 seen elsewhere). */
  clear(): void {
    this.isAuthenticated = false;
    this.userType = 'anonymous';
    this.user = null;
    this.token = null;
  }

  private async loadCurrentUser(): Promise<void> {
    const result = await this.auth.currentUser();
    runInAction(() => {
      if (result.ok && this.isAuthenticated) {
        this.user = { id: result.value.user_id, data: result.value };
        this.userType = result.value.user_type;
      } else if (!result.ok) {
        console.error('Failed to fetch user data:', result.error);
      }
    });
  }
}
