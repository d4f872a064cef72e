import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSiteRepository } from '@adapters/fake/fake-site-repository';
import { ContactPage } from '../../../src/features/info/contact/contact-page';
import { CookieConsentStore } from '../../../src/features/info/consent/cookie-consent-store';
import { CookieBanner } from '../../../src/features/info/cookie-banner';
import { CookieSettingsPage } from '../../../src/features/info/cookie-settings-page';
import { PrivacyPolicyPage } from '../../../src/features/info/legal/privacy-policy-page';
import { TermsPolicyPage } from '../../../src/features/info/legal/terms-policy-page';
import { renderAt } from '../items/support/render-page';

function clearConsentCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's cookie between tests
  document.cookie = 'cookie_consent=; max-age=0; path=/';
}

describe('Contact page', () => {
  it('shows the email rule, then sends with the hidden country', async () => {
    const site = new FakeSiteRepository({ location: { country: 'IE', subdivision: null } });
    renderAt('/contact', '/contact', <ContactPage />, { site });
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'bad@' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'A question' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.');

    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'me@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message was sent successfully!')).toBeTruthy();
    expect(site.sentMessages[0]).toMatchObject({ email: 'me@example.org', country: 'IE' });
  });
});

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

describe('Legal pages', () => {
  it('dates the privacy policy 25 October 2023', () => {
    renderAt('/privacy-policy', '/privacy-policy', <PrivacyPolicyPage />);
    expect(screen.getByText('Last updated: 25 October 2023')).toBeTruthy();
  });

  it('dates the terms 30 October 2023 under the law of England and Wales', () => {
    renderAt('/terms-policy', '/terms-policy', <TermsPolicyPage />);
    expect(screen.getByText('Last updated: 30 October 2023')).toBeTruthy();
    expect(screen.getByText(/governed by the law of England and Wales, United Kingdom/)).toBeTruthy();
  });
});
