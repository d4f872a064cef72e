import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { UserLocation } from '@domain/accounts/account-contracts';
import { type ConsentChoice, consentDurationDays, needsCookieConsent } from '@domain/consent';
import { AnalyticsTag } from '@domain/ports/browser/analytics-tag';
import { ConsentCookieJar } from '@domain/ports/browser/consent-cookie-jar';
import { SiteGateway } from '@domain/ports/browser/site-gateway';

/**
 * The cookie-consent state of docs/product.md §4/§9, shared by the banner and /cookie-settings: the
 * banner shows where the visitor's location needs consent (unknown counts as needing it) and no choice
 * is remembered; analytics starts only after Accept, or at once where no consent is needed.
 */
@injectable()
export class CookieConsentStore {
  choice: ConsentChoice | null = null;
  location: UserLocation | null = null;
  isLocationKnown = false;
  private started = false;

  constructor(
    @inject(SiteGateway) private readonly site: SiteGateway,
    @inject(ConsentCookieJar) private readonly cookies: ConsentCookieJar,
    @inject(AnalyticsTag) private readonly analytics: AnalyticsTag,
  ) {
    makeAutoObservable<CookieConsentStore, 'site' | 'cookies' | 'analytics' | 'started'>(
      this,
      { site: false, cookies: false, analytics: false, started: false },
      { autoBind: true },
    );
  }

  /** Whether this visitor must be asked first; an unknown location counts as needing it. */
  get needsConsent(): boolean {
    return needsCookieConsent(this.location);
  }

  get showBanner(): boolean {
    return this.isLocationKnown && this.needsConsent && this.choice === null;
  }

  /** Reads the remembered choice and the visitor's location once per page load. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.choice = this.cookies.read();
    let location: UserLocation | null = null;
    try {
      const result = await this.site.getUserLocation();
      if (result.ok) location = result.value;
      else console.error('Could not determine the visitor location:', result.error);
    } catch (error) {
      console.error('Could not determine the visitor location:', error);
    }
    runInAction(() => {
      this.location = location;
      this.isLocationKnown = true;
    });
    if (this.choice === 'accepted' || !this.needsConsent) this.analytics.grant();
  }

  accept(): void {
    this.remember('accepted');
    this.analytics.grant();
  }

  decline(): void {
    this.remember('declined');
    this.analytics.deny();
  }

  private remember(choice: ConsentChoice): void {
    this.cookies.write(choice, consentDurationDays(choice));
    this.choice = choice;
  }
}
