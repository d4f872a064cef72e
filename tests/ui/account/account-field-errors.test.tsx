import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FakeAccountGateway } from '@adapters/fake/fake-account-gateway';
import { AccountGateway } from '@domain/ports/browser/account-gateway';
import { describe, expect, it } from 'vitest';
import { DEMO_USER, renderApp } from '../support/render-app';
import { expectNoFieldError, expectTiedToError } from '../support/field-errors';

const CURRENT = 'Current password';
const NEW = 'New password';
const CONFIRM = 'Confirm new password';
const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('My Account: password errors tied to their fields', () => {
  it('ties each password problem to its fields, and unties them once the change is saved', async () => {
    await renderApp('/my-account', { signedInAs: DEMO_USER });
    await screen.findByLabelText(CURRENT);
    for (const label of [CURRENT, NEW, CONFIRM]) expectNoFieldError(field(label));

    type(CURRENT, DEMO_USER.password);
    save();
    await screen.findByRole('alert');
    expectTiedToError(field(NEW), 'All password fields must be filled out!');
    expectTiedToError(field(CONFIRM), 'All password fields must be filled out!');
    expectNoFieldError(field(CURRENT));

    type(NEW, 'weakpass');
    type(CONFIRM, 'weakpass');
    save();
    const rules =
      'Password must be at least 8 characters long and include one uppercase letter, one lowercase letter, one digit, one special character, and no spaces.';
    await waitFor(() => expectTiedToError(field(NEW), rules));
    expectNoFieldError(field(CONFIRM));

    type(NEW, 'N3w-Secret!');
    type(CONFIRM, 'N3w-Secret?');
    save();
    await waitFor(() => expectTiedToError(field(CONFIRM), 'Passwords do not match!'));
    expectTiedToError(field(NEW), 'Passwords do not match!');

    type(CURRENT, 'not-my-password');
    type(CONFIRM, 'N3w-Secret!');
    save();
    await waitFor(() => expectTiedToError(field(CURRENT), 'Your current password is incorrect.'));
    expectNoFieldError(field(NEW));

    type(CURRENT, DEMO_USER.password);
    save();
    await screen.findByText('Your password was changed. Settings updated successfully!');
    for (const label of [CURRENT, NEW, CONFIRM]) expectNoFieldError(field(label));
  });

  it('unties the fields when the error is dismissed', async () => {
    await renderApp('/my-account', { signedInAs: DEMO_USER });
    await screen.findByLabelText(CURRENT);
    type(NEW, 'N3w-Secret!');
    save();
    await waitFor(() => expectTiedToError(field(CURRENT), 'All password fields must be filled out!'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    for (const label of [CURRENT, NEW, CONFIRM]) expectNoFieldError(field(label));
  });

  it('shows a failed save of the settings as an alert that marks no field', async () => {
    const { container } = await renderApp('/my-account', { signedInAs: DEMO_USER });
    await screen.findByLabelText(CURRENT);
    (container.get(AccountGateway) as FakeAccountGateway).unreachable = true;
    fireEvent.click(screen.getByLabelText('Email me when my tracked items change'));
    save();
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred. Please try again.');
    for (const label of [CURRENT, NEW, CONFIRM]) expectNoFieldError(field(label));
  });
});
