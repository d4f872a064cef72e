import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountViewModel } from '../../../src/features/account/account-view-model';
import { TelegramSection } from '../../../src/features/account/telegram-section';

describe('Telegram unavailable, said without operator wording', () => {
  it('tells the user in product words, never "on this server"', () => {
    const vm = { telegram: { available: false } } as unknown as AccountViewModel;
    const { container } = render(<TelegramSection vm={vm} />);
    expect(
      screen.getByText(/Telegram notifications are not available on Chartpulse at the moment/),
    ).toBeTruthy();
    expect(container.textContent).not.toMatch(/server/i);
  });
});
