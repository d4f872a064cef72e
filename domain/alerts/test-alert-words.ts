import type { AlertChannel } from './alert-contracts';

const CHANNEL_WORDS: Record<AlertChannel, string> = {
  email: 'email',
  telegram: 'Telegram',
  webhook: 'webhook',
};

/** What a test alert carries: true whenever someone reads it. */
export function testAlertMessage(channel: AlertChannel): string {
  return `This is a test alert from Chartpulse: if you can read it, alerts by ${CHANNEL_WORDS[channel]} reach you.`;
}

/** The inbox line of a test that did not get through. */
export function failedTestMessage(channel: AlertChannel, detail: string | null): string {
  return `The test alert by ${CHANNEL_WORDS[channel]} failed${detail ? `: ${detail}` : '.'}`;
}
