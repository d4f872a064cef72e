import type { UserLocation } from '@domain/accounts/account-contracts';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { ContactMessage, SiteGateway } from '@domain/ports/browser/site-gateway';

export interface FakeSiteOptions {
  /** Where the fake visitor is; defaults to the United Kingdom, where consent is needed. */
  readonly location?: UserLocation;
  /** When true, every contact message is refused, to exercise the failure path. */
  readonly failContact?: boolean;
}

/** In-memory site calls: a fixed visitor location and a mailbox that keeps sent messages. */
export class FakeSiteGateway implements SiteGateway {
  readonly sentMessages: ContactMessage[] = [];
  private readonly location: UserLocation;
  private readonly failContact: boolean;

  constructor(options?: FakeSiteOptions) {
    this.location = options?.location ?? { country: 'GB', subdivision: 'ENG' };
    this.failContact = options?.failContact ?? false;
  }

  async getUserLocation(): Promise<RemoteResult<UserLocation>> {
    return { ok: true, value: this.location };
  }

  async sendContactMessage(message: ContactMessage): Promise<RemoteResult<null>> {
    if (this.failContact)
      return { ok: false, error: 'The fake mail server refused the message', status: 503 };
    this.sentMessages.push(message);
    return { ok: true, value: null };
  }
}
