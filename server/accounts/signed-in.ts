import type { Account } from './ports';

/** What the sign-in use cases return: the account and its new session token. */
export interface SignedIn {
  readonly user: Account;
  readonly token: string;
}
