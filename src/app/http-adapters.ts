import type { Container } from 'inversify';
import { firstLoadGateways } from './first-load-gateways';
import { bindGateways } from './gateway';
import type { HttpBackend } from './http-backend';

/**
 * The real backend's ports that the first load of `/` binds (first-load-gateways.ts). Their code and
 * the axios client load on the first call (`backend`, shared with http-feature-adapters.ts).
 */
export function bindHttpFirstLoadAdapters(container: Container, backend: () => Promise<HttpBackend>): void {
  bindGateways(container, firstLoadGateways, ({ http }) => http(backend));
}
