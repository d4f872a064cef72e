import type { Container } from 'inversify';
import * as fakes from '@adapters/fake/fake-gateways';
import { AccountGateway } from '@domain/ports/browser/account-gateway';
import { featureGateways } from './feature-gateways';
import { firstLoadGateways } from './first-load-gateways';
import { type FakeBackend, bindGateways } from './gateway';

/** The in-memory backend (`VITE_BACKEND=fake` demos and UI tests): every registered gateway's fake, no server. */
export function bindFakeAdapters(container: Container): void {
  const session = new fakes.FakeAuthGateway();
  const backend: FakeBackend = {
    fakes,
    session,
    signedIn: async () => {
      const check = await session.checkSession();
      return check.ok && check.value.authenticated;
    },
    notificationGates: async () => {
      const settings = await container.get<AccountGateway>(AccountGateway).settings();
      if (!settings.ok) return { email: false, telegram: false };
      return { email: settings.value.emailNotifications, telegram: settings.value.telegramNotifications };
    },
  };
  bindGateways(container, firstLoadGateways, ({ fake }) => fake(backend));
  bindGateways(container, featureGateways, ({ fake }) => fake(backend));
}
