import { type ChannelReadiness, channelReadiness } from '@domain/alerts';
import type { AlertSubscribers, ChatAlerts, Webhooks } from '../ports';

export interface ChannelReadinessDeps {
  readonly subscribers: AlertSubscribers;
  readonly webhooks: Pick<Webhooks, 'list'>;
  /** Telegram's notifier (null when the feature is left out). */
  readonly chat: ChatAlerts | null;
  /** Whether the mailer reaches people (SMTP), not only the server log. */
  readonly mailConfigured: boolean;
}

/** Which of the user's channels will deliver now, and why the others will not. */
export async function readChannelReadiness(
  deps: ChannelReadinessDeps,
  userId: number,
): Promise<ChannelReadiness> {
  const [email, telegram, linked, webhooks] = await Promise.all([
    deps.subscribers.withSettingOn([userId], 'email_notifications'),
    deps.subscribers.withSettingOn([userId], 'telegram_notifications'),
    deps.chat ? deps.chat.isLinked(userId) : Promise.resolve(false),
    deps.webhooks.list(userId),
  ]);
  return channelReadiness({
    mailConfigured: deps.mailConfigured,
    emailOn: email.has(userId),
    telegramAvailable: deps.chat?.available ?? false,
    telegramLinked: linked,
    telegramOn: telegram.has(userId),
    webhooks,
  });
}
