import type { AxiosInstance } from 'axios';
import { Container } from 'inversify';
import type { PortToken } from '@domain/ports/browser/port-token';
import { bindHttpFeatureAdapters } from '../../../src/app/http-feature-adapters';

/** The gateway the HTTP backend binds for `token` (loaded on its first call), over `api`. */
export function featureGateway<T>(token: PortToken<T>, api: AxiosInstance): T {
  const container = new Container({ defaultScope: 'Singleton' });
  bindHttpFeatureAdapters(container, api);
  return container.get<T>(token);
}
