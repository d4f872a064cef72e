import type { AlertChannel } from './alert-contracts';

/**
 * Why a channel cannot deliver now, checked in this order per channel: the installation first (a
 * mail server, a Telegram bot), then the account (the setting on, a linked chat, a webhook).
 */
export type ChannelBlock =
  | 'mail_not_configured'
  | 'email_off'
  | 'telegram_unavailable'
  | 'telegram_not_linked'
  | 'telegram_off'
  | 'no_webhook'
  | 'webhooks_disabled';

/** Per channel: null when it will deliver, else why it will not. */
export type ChannelReadiness = Readonly<Record<AlertChannel, ChannelBlock | null>>;

export const ALL_CHANNELS_READY: ChannelReadiness = { email: null, telegram: null, webhook: null };

/** What a user can read (and do) about a blocked channel, e.g. "Telegram: not linked — link it in My Account". */
export const CHANNEL_BLOCK_WORDS: Record<ChannelBlock, string> = {
  mail_not_configured: 'Email: this installation has no mail server set up (SMTP_URL)',
  email_off: 'Email: off — turn on email notifications in My Account',
  telegram_unavailable: 'Telegram: not set up on this installation (no bot token)',
  telegram_not_linked: 'Telegram: not linked — link it in My Account',
  telegram_off: 'Telegram: messages are off — turn them on in My Account',
  no_webhook: 'Webhook: none added — add one under Webhooks',
  webhooks_disabled: 'Webhook: every webhook is disabled — enable one under Webhooks',
};

/** The facts one account's channels depend on. */
export interface ChannelFacts {
  readonly mailConfigured: boolean;
  readonly emailOn: boolean;
  readonly telegramAvailable: boolean;
  readonly telegramLinked: boolean;
  readonly telegramOn: boolean;
  readonly webhooks: ReadonlyArray<{ readonly state: 'active' | 'disabled' }>;
}

/** Which channels will deliver for an account, and why the others will not. */
export function channelReadiness(facts: ChannelFacts): ChannelReadiness {
  return {
    email: !facts.mailConfigured ? 'mail_not_configured' : !facts.emailOn ? 'email_off' : null,
    telegram: !facts.telegramAvailable
      ? 'telegram_unavailable'
      : !facts.telegramLinked
        ? 'telegram_not_linked'
        : !facts.telegramOn
          ? 'telegram_off'
          : null,
    webhook:
      facts.webhooks.length === 0
        ? 'no_webhook'
        : facts.webhooks.some((hook) => hook.state === 'active')
          ? null
          : 'webhooks_disabled',
  };
}
