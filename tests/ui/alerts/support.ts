import { vi, expect } from 'vitest';
import { FakeAlertsGateway, type FakeAlertsOptions } from '@adapters/fake/fake-alerts-gateway';
import type { FakeAuthGateway } from '@adapters/fake/fake-auth-gateway';
import type { InboxAlert } from '@domain/alerts/alert-contracts';
import { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { AuthStore } from '@shared/auth/auth-store';
import { createContainer } from '../../../src/app/container';
import { alertsModule } from '../../../src/features/alerts/alerts-module';
import { unreadAlertsModule } from '../../../src/features/alerts/unread-alerts-module';

const DEMO = { email: 'demo@chartpulse.test', password: 'Demo-pass1' };

/** A container on the fake backend with the demo user signed in and a fresh fake alerts backend. */
export async function signedInAlerts(options: FakeAlertsOptions = {}) {
  const container = createContainer('fake');
  container.load(alertsModule, unreadAlertsModule);
  const auth = container.get<FakeAuthGateway>(AuthGateway);
  const alerts = new FakeAlertsGateway(options);
  container.rebind(AlertsGateway).toConstantValue(alerts);
  const login = await auth.login(DEMO.email, DEMO.password);
  if (!login.ok) throw new Error('the fake demo login failed');
  const session = container.get(AuthStore);
  session.markLoggedIn(login.value);
  await vi.waitFor(() => expect(session.user?.data).not.toBeNull());
  return { container, alerts, session };
}

/** `count` inbox alerts, newest first, the first `unread` of them unread. */
export function inboxOf(count: number, unread = 0): InboxAlert[] {
  return Array.from({ length: count }, (_, index) => ({
    id: count - index,
    created_at: `2026-11-${String(25 - (index % 20)).padStart(2, '0')}T06:00:00.000Z`,
    item: { kind: 'artist', spotify_id: `artist${index}`, name: `Artist ${index}` },
    event: 'unusual_move',
    message: `Alert number ${count - index}.`,
    channels: [{ channel: 'email', status: 'sent', detail: null }],
    read: index >= unread,
  }));
}
