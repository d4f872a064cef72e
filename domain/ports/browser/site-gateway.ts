import type { UserLocation } from '../../accounts/account-contracts';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/** A message from the contact form (docs/product.md §3 Contact form). */
export interface ContactMessage {
  readonly email: string;
  readonly subject: string;
  readonly body: string;
  /** Hidden field: the visitor's country code from `getUserLocation`, or '' when unknown. */
  readonly country: string;
}

/** The server's site-wide calls that are not about music items: visitor location and the contact form. */
export interface SiteGateway {
  /** The visitor's country and subdivision as the server sees them (nulls when unknown). */
  getUserLocation(): Promise<RemoteResult<UserLocation>>;
  /** Sends a contact-form message; fails when the server refuses it or cannot be reached. */
  sendContactMessage(message: ContactMessage): Promise<RemoteResult<null>>;
}

export const SiteGateway: PortToken<SiteGateway> = Symbol.for('SiteGateway');
