import type { AxiosInstance } from 'axios';
import type { Container } from 'inversify';
import { featureGateways } from './feature-gateways';
import { bindGateways } from './gateway';

/**
 * The real backend's ports that only screens off `/` call (feature-gateways.ts), bound when the
 * router discovers those routes. A chunk of its own, preloaded with the routes (server/http/spa-routes.ts).
 */
export function bindHttpFeatureAdapters(container: Container, api: AxiosInstance): void {
  bindGateways(container, featureGateways, ({ http }) => http(api));
}
