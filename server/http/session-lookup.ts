import type { UserType } from '@domain/accounts/account-contracts';

/** The signed-in user of a request, as the edge knows them. */
export interface AuthenticatedUser {
  readonly id: number;
  readonly email: string;
  readonly userType: UserType;
  /** Unverified users may only verify, look at their account, change their password and log out. */
  readonly verified: boolean;
}

/** The request's session: its user, and its id so logout and password change can revoke it. */
export interface RequestSession {
  readonly sessionId: number;
  readonly user: AuthenticatedUser;
}

export interface LookedUpSession extends RequestSession {
  /** True when this use moved the expiry forward (the cookie is sent again). */
  readonly renewed: boolean;
}

/**
 * How the edge finds the session of a token (cookie or `Authorization: Bearer`). The accounts
 * feature implements it; the composition root hands it to the session plugin.
 */
export interface SessionLookup {
  /** The live session of a token, or null when unknown or expired. */
  resolve(token: string): Promise<LookedUpSession | null>;
}
