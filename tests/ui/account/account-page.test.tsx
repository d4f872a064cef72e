import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_USER, renderApp } from '../support/render-app';

const EMAIL_CHOICE = 'Email me when my tracked items change';
const LEAVE_QUESTION = 'You have unsaved changes! Are you sure you want to leave?';

function goToDashboard() {
  const menu = screen.getByRole('navigation', { name: 'Main' });
  fireEvent.click(within(menu).getByRole('link', { name: 'Dashboard' }));
}

describe('My Account page', () => {
  it('shows the email, the choices and the Telegram link button', async () => {
    await renderApp('/my-account', { signedInAs: DEMO_USER });
    expect(await screen.findByText(DEMO_USER.email)).toBeTruthy();
    // The settings load after the user's email (a request of their own).
    expect(await screen.findByLabelText(EMAIL_CHOICE)).toBeTruthy();
    expect((screen.getByLabelText(/Send me Telegram messages/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Link Telegram' })).toBeTruthy();
    expect(document.title).toBe('My Account | Chartpulse');
  });

  it('asks before leaving with unsaved changes: Cancel stays, Ok leaves', async () => {
    const { router } = await renderApp('/my-account', { signedInAs: DEMO_USER });
    fireEvent.click(await screen.findByLabelText(EMAIL_CHOICE));
    goToDashboard();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(LEAVE_QUESTION);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/my-account');
    expect((screen.getByLabelText(EMAIL_CHOICE) as HTMLInputElement).checked).toBe(true);

    goToDashboard();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('leaves without asking once the changes are saved', async () => {
    const { router } = await renderApp('/my-account', { signedInAs: DEMO_USER });
    fireEvent.click(await screen.findByLabelText(EMAIL_CHOICE));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings updated successfully!');
    goToDashboard();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
