import type { AxiosInstance } from 'axios';
import type { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import { deferredGateway } from './deferred-gateway';

/** The HTTP AlertsGateway, its code loaded on the first call: only signed-in screens use it. */
export function deferredAlertsGateway(api: AxiosInstance): AlertsGateway {
  return deferredGateway<AlertsGateway>(
    async () => new (await import('./http-alerts-gateway')).HttpAlertsGateway(api),
    [
      'rules',
      'saveDefaultRule',
      'itemRule',
      'saveItemRule',
      'resetItemRule',
      'webhooks',
      'addWebhook',
      'rotateWebhookSecret',
      'enableWebhook',
      'deleteWebhook',
      'webhookDeliveries',
      'inbox',
      'unreadCount',
      'markRead',
      'sendTest',
    ],
  );
}
