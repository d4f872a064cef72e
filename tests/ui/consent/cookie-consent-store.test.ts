import { describe, expect, it, vi } from 'vitest';
import type { UserLocation } from '@domain/accounts/account-contracts';
import type { ConsentChoice } from '@domain/consent';
import type { ConsentCookieJar } from '@domain/ports/browser/consent-cookie-jar';
import type { SiteGateway } from '@domain/ports/browser/site-gateway';
import { FakeSiteGateway } from '@adapters/fake/fake-site-gateway';
import {
  CONSENT_COOKIE_NAME,
  consentCookieString,
  consentFromCookies,
} from '@adapters/browser/document-consent-cookie-jar';
import { CookieConsentStore } from '../../../src/features/consent/cookie-consent-store';

function memoryJar(initial: ConsentChoice | null = null) {
  const writes: Array<[ConsentChoice, number]> = [];
  let value = initial;
  const jar: ConsentCookieJar = {
    read: () => value,
    write: (choice, days) => {
      writes.push([choice, days]);
      value = choice;
    },
  };
  return { jar, writes };
}

async function started(location: UserLocation | 'fails', remembered: ConsentChoice | null = null) {
  const site: SiteGateway =
    location === 'fails'
      ? {
          getUserLocation: () => Promise.reject(new Error('offline')),
          sendContactMessage: async () => ({ ok: true, value: null }),
        }
      : new FakeSiteGateway({ location });
  const { jar, writes } = memoryJar(remembered);
  const analytics = { grant: vi.fn(), deny: vi.fn(), pageView: vi.fn(), event: vi.fn() };
  const store = new CookieConsentStore(site, jar, analytics);
  await store.start();
  return { store, writes, analytics };
}

describe('CookieConsentStore (docs/product.md §9 banner rule)', () => {
  it.each([
    ['GB', null],
    ['DE', null],
    ['NO', null],
    ['BR', null],
    ['CA', null],
    ['US', 'CA'],
  ])('asks visitors from %s %s and waits with analytics', async (country, subdivision) => {
    const { store, analytics } = await started({ country, subdivision });
    expect(store.showBanner).toBe(true);
    expect(analytics.grant).not.toHaveBeenCalled();
  });

  it('does not ask elsewhere and starts analytics at once', async () => {
    const { store, analytics } = await started({ country: 'US', subdivision: 'NY' });
    expect(store.showBanner).toBe(false);
    expect(analytics.grant).toHaveBeenCalledTimes(1);
  });

  it('asks when the location is unknown or cannot be fetched', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await started({ country: null, subdivision: null })).store.showBanner).toBe(true);
    expect((await started('fails')).store.showBanner).toBe(true);
    log.mockRestore();
  });

  it('asks when the server answers the location lookup with an error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const site = new FakeSiteGateway();
    site.getUserLocation = async () => ({ ok: false, error: null, status: 500 });
    const store = new CookieConsentStore(site, memoryJar().jar, {
      grant: vi.fn(),
      deny: vi.fn(),
      pageView: vi.fn(),
      event: vi.fn(),
    });
    await store.start();
    expect(store.isLocationKnown).toBe(true);
    expect(store.showBanner).toBe(true);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('stays hidden when a choice is remembered, starting analytics only if it was Accept', async () => {
    const accepted = await started({ country: 'FR', subdivision: null }, 'accepted');
    expect(accepted.store.showBanner).toBe(false);
    expect(accepted.analytics.grant).toHaveBeenCalled();
    const declined = await started({ country: 'FR', subdivision: null }, 'declined');
    expect(declined.store.showBanner).toBe(false);
    expect(declined.analytics.grant).not.toHaveBeenCalled();
  });

  it('remembers Accept for 365 days and Decline for 1 day', async () => {
    const first = await started({ country: 'GB', subdivision: null });
    first.store.accept();
    expect(first.writes).toEqual([['accepted', 365]]);
    expect(first.store.showBanner).toBe(false);
    expect(first.analytics.grant).toHaveBeenCalled();
    const second = await started({ country: 'GB', subdivision: null });
    second.store.decline();
    expect(second.writes).toEqual([['declined', 1]]);
    expect(second.analytics.deny).toHaveBeenCalled();
  });
});

describe('consent cookie', () => {
  it('reads only a valid choice from the cookie header', () => {
    expect(consentFromCookies(`a=1; ${CONSENT_COOKIE_NAME}=accepted; b=2`)).toBe('accepted');
    expect(consentFromCookies(`${CONSENT_COOKIE_NAME}=maybe`)).toBeNull();
    expect(consentFromCookies('')).toBeNull();
  });

  it('writes the choice with a max-age in seconds', () => {
    expect(consentCookieString('accepted', 365, false)).toBe(
      'cookie_consent=accepted; max-age=31536000; path=/; SameSite=Lax',
    );
    expect(consentCookieString('declined', 1, true)).toBe(
      'cookie_consent=declined; max-age=86400; path=/; SameSite=Lax; Secure',
    );
  });
});
