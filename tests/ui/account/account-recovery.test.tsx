import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAccountGateway } from '@adapters/fake/fake-account-gateway';
import { AccountGateway } from '@domain/ports/browser/account-gateway';
import { UNLINK_TELEGRAM_QUESTION } from '../../../src/features/account/account-messages';
import { DEMO_USER, renderApp } from '../support/render-app';

describe('My Account: errors with a way out, and an unlink that asks first', () => {
  it('offers Retry when the settings cannot be loaded, and shows them once they can', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let gateway: FakeAccountGateway | null = null;
    await renderApp('/my-account', {
      signedInAs: DEMO_USER,
      prepare: (container) => {
        gateway = container.get<FakeAccountGateway>(AccountGateway);
        gateway.unreachable = true;
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to fetch user settings and link status.',
    );
    gateway!.unreachable = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Link Telegram' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('Failed to fetch user settings and link status.')).toBeNull();
  });

  it('asks before unlinking Telegram: Cancel keeps the link, Unlink removes it', async () => {
    await renderApp('/my-account', {
      signedInAs: DEMO_USER,
      prepare: async (container) => {
        const gateway = container.get<FakeAccountGateway>(AccountGateway);
        await gateway.createTelegramLink();
        await gateway.telegramLinkStatus();
        await gateway.telegramLinkStatus();
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Telegram' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(UNLINK_TELEGRAM_QUESTION);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Telegram is linked.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unlink Telegram' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Telegram is not linked.')).toBeTruthy();
  });
});
