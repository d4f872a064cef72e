import { inject, injectable, unmanaged } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { UserLocation } from '@domain/accounts/account-contracts';
import { type ConsentChoice, consentDurationDays, needsCookieConsent } from '@domain/consent';
import { SiteRepository } from '@domain/ports/browser/site-repository';
import { type ConsentCookieJar, documentConsentCookie } from './consent-cookie';
import { type AnalyticsTag, googleAnalyticsTag } from './google-analytics';

export interface CookieConsentOptions {
  readonly cookies?: ConsentCookieJar;
  readonly analytics?: AnalyticsTag;
}

/**
 * The cookie-consent state of SPEC §4/§9, shared by the banner and /cookie-settings: the banner
 * shows where the visitor's location needs consent (unknown counts as needing it) and no choice is
 * remembered; analytics starts only after Accept, or at once where no consent is needed.
 */
@injectable()
export class CookieConsentStore {
  choice: ConsentChoice | null = null;
  location: UserLocation | null = null;
  isLocationKnown = false;
  private started = false;
  private readonly cookies: ConsentCookieJar;
  private readonly analytics: AnalyticsTag;

  constructor(
    @inject(SiteRepository) private readonly site: SiteRepository,
    @unmanaged() options?: CookieConsentOptions,
  ) {
    this.cookies = options?.cookies ?? documentConsentCookie;
    this.analytics = options?.analytics ?? googleAnalyticsTag(import.meta.env.VITE_GA_MEASUREMENT_ID);
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
      location = await this.site.getUserLocation();
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
