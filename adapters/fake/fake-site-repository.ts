import { injectable, unmanaged } from 'inversify';
import type { UserLocation } from '@domain/accounts/account-contracts';
import type { ContactMessage, SiteRepository } from '@domain/ports/browser/site-repository';

export interface FakeSiteOptions {
  /** Where the fake visitor is; defaults to the United Kingdom, where consent is needed. */
  readonly location?: UserLocation;
  /** When true, every contact message is refused, to exercise the failure path. */
  readonly failContact?: boolean;
}

/** In-memory site calls: a fixed visitor location and a mailbox that keeps sent messages. */
@injectable()
export class FakeSiteRepository implements SiteRepository {
  readonly sentMessages: ContactMessage[] = [];
  private readonly location: UserLocation;
  private readonly failContact: boolean;

  constructor(@unmanaged() options?: FakeSiteOptions) {
    this.location = options?.location ?? { country: 'GB', subdivision: 'ENG' };
    this.failContact = options?.failContact ?? false;
  }

  async getUserLocation(): Promise<UserLocation> {
    return this.location;
  }

  async sendContactMessage(message: ContactMessage): Promise<void> {
    if (this.failContact) throw new Error('The fake mail server refused the message');
    this.sentMessages.push(message);
  }
}
