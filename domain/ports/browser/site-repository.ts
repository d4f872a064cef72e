import type { UserLocation } from '../../accounts/account-contracts';

/** A message from the contact form (SPEC §3 Contact form). */
export interface ContactMessage {
  readonly email: string;
  readonly subject: string;
  readonly body: string;
  /** Hidden field: the visitor's country code from `getUserLocation`, or '' when unknown. */
  readonly country: string;
}

/** Site-wide calls that are not about music items: visitor location and the contact form. */
export interface SiteRepository {
  /** The visitor's country and subdivision as the server sees them (nulls when unknown). */
  getUserLocation(): Promise<UserLocation>;
  /** Sends a contact-form message; rejects when the server refuses or cannot be reached. */
  sendContactMessage(message: ContactMessage): Promise<void>;
}

export const SiteRepository = Symbol.for('SiteRepository');
