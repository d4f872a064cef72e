import type { AlertItemKind, AlertItemRef, WebhookPayload } from '@domain/alerts';
import { serviceOfKey } from '@domain/catalog';
import { itemPath } from '@domain/links';
import type { AlertGroup } from './ports';

const LABEL: Record<AlertItemKind, string> = { artist: 'Artist', track: 'Track', playlist: 'Playlist' };

/** An alert as the delivery steps see it. */
export interface OutgoingAlert {
  readonly alertId: number;
  readonly createdAt: Date;
  readonly item: AlertItemRef | null;
  readonly event: WebhookPayload['type'];
  readonly message: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** The item's page in the app: `/artist/{id}` for Spotify, `/deezer/artist/{id}` for a Deezer key. */
export const itemUrl = (publicUrl: string, item: AlertItemRef) =>
  `${publicUrl.replace(/\/+$/, '')}${itemPath(item.kind, item.spotify_id)}`;

/** The alerts grouped by item, items in first-alert order. */
export function groupByItem(alerts: readonly OutgoingAlert[]): AlertGroup[] {
  const groups = new Map<string, { item: AlertItemRef | null; messages: string[] }>();
  for (const alert of alerts) {
    const key = alert.item ? `${alert.item.kind}:${alert.item.spotify_id}` : '';
    const group = groups.get(key) ?? { item: alert.item, messages: [] };
    group.messages.push(alert.message);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Instant alerts, or a daily or weekly digest: the email's subject says which. */
export type AlertBatch = 'instant' | 'daily' | 'weekly';

/** One email for a user's alerts of one run (or one digest period), grouped by item with links. */
export function alertEmail(
  alerts: readonly OutgoingAlert[],
  batch: AlertBatch,
  publicUrl: string,
): { subject: string; text: string } {
  const base = publicUrl.replace(/\/+$/, '');
  const groups = groupByItem(alerts);
  const items = groups.filter((group) => group.item !== null).length;
  const count = `${alerts.length} ${alerts.length === 1 ? 'alert' : 'alerts'}`;
  const on = items > 0 ? ` on ${items} ${items === 1 ? 'item' : 'items'}` : '';
  const prefix = batch === 'instant' ? 'Chartpulse' : `Chartpulse ${batch} digest`;
  const entries = groups.flatMap((group) => [
    group.item ? `${LABEL[group.item.kind]} "${group.item.name}" ${itemUrl(base, group.item)}` : 'Chartpulse',
    ...group.messages.map((message) => `  - ${message}`),
    '',
  ]);
  return {
    subject: `${prefix}: ${count}${on}`,
    text: [
      ...entries,
      `Every alert is in your inbox: ${base}/alerts`,
      `Change what triggers alerts, or turn these emails off, under My account: ${base}/my-account`,
    ].join('\n'),
  };
}

/** The JSON a webhook receives for one alert. */
export function webhookPayload(alert: OutgoingAlert, publicUrl: string): WebhookPayload {
  return {
    id: `alert_${alert.alertId}`,
    type: alert.event,
    created_at: alert.createdAt.toISOString(),
    item: alert.item && {
      ...alert.item,
      service: serviceOfKey(alert.item.spotify_id),
      url: itemUrl(publicUrl, alert.item),
    },
    message: alert.message,
    data: alert.data,
  };
}
