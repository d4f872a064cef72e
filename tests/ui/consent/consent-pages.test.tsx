import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CookieBanner } from '../../../src/features/consent/cookie-banner';
import { CookieConsentStore } from '../../../src/features/consent/cookie-consent-store';
import { CookieSettingsPage } from '../../../src/features/consent/cookie-settings-page';
import { renderAt } from '../items/support/render-page';

function clearConsentCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's cookie between tests
  document.cookie = 'cookie_consent=; max-age=0; path=/';
}

describe('Cookie banner and settings', () => {
  it('shows the banner where consent is needed and hides it after Accept', async () => {
    clearConsentCookie();
    renderAt('/', '/', <CookieBanner />, { location: { country: 'GB', subdivision: null } });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull());
    expect(document.cookie).toContain('cookie_consent=accepted');
  });

  it('shows no banner where consent is not needed', async () => {
    clearConsentCookie();
    const { container } = renderAt('/', '/', <CookieBanner />, {
      location: { country: 'JP', subdivision: null },
    });
    const consent = container.get(CookieConsentStore);
    await waitFor(() => expect(consent.isLocationKnown).toBe(true));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('confirms a new choice on /cookie-settings', async () => {
    clearConsentCookie();
    renderAt('/cookie-settings', '/cookie-settings', <CookieSettingsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Your cookie preferences have been updated.')).toBeTruthy();
    expect(document.cookie).toContain('cookie_consent=declined');
  });
});
