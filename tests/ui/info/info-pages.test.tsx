import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSiteGateway } from '@adapters/fake/fake-site-gateway';
import { ContactPage } from '../../../src/features/info/contact/contact-page';
import { PrivacyPolicyPage } from '../../../src/features/info/legal/privacy-policy-page';
import { TermsPolicyPage } from '../../../src/features/info/legal/terms-policy-page';
import { renderAt } from '../items/support/render-page';

describe('Contact page', () => {
  it('shows the email rule, then sends with the hidden country', async () => {
    const site = new FakeSiteGateway({ location: { country: 'IE', subdivision: null } });
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
