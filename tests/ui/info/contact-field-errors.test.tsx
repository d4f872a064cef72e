import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSiteGateway } from '@adapters/fake/fake-site-gateway';
import { ContactPage } from '../../../src/features/info/contact/contact-page';
import { renderAt } from '../items/support/render-page';
import { expectNoFieldError, expectTiedToError } from '../support/field-errors';

const LABELS = ['Your email', 'Subject', 'Message'];
const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('Contact page: errors tied to their fields', () => {
  it('ties "All fields are required." to the empty fields, the email rule to the email, and unties them once sent', async () => {
    renderAt('/contact', '/contact', <ContactPage />, { site: new FakeSiteGateway() });
    for (const label of LABELS) expectNoFieldError(field(label));

    type('Subject', 'Hello');
    send();
    await screen.findByRole('alert');
    expectTiedToError(field('Your email'), 'All fields are required.');
    expectTiedToError(field('Message'), 'All fields are required.');
    expectNoFieldError(field('Subject'));

    type('Your email', 'bad@');
    type('Message', 'A question');
    send();
    await waitFor(() => expectTiedToError(field('Your email'), 'Please enter a valid email address.'));
    expectNoFieldError(field('Message'));

    type('Your email', 'me@example.org');
    send();
    await screen.findByText('Your message was sent successfully!');
    for (const label of LABELS) expectNoFieldError(field(label));
  });

  it('shows a failed send as an alert that marks no field', async () => {
    renderAt('/contact', '/contact', <ContactPage />, { site: new FakeSiteGateway({ failContact: true }) });
    type('Your email', 'me@example.org');
    type('Subject', 'Hello');
    type('Message', 'A question');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to send the email. Please try again.',
    );
    for (const label of LABELS) expectNoFieldError(field(label));
  });
});
