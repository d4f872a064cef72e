import type { Container } from 'inversify';
import { createApiClient } from '@adapters/http/api-client';
import { HttpAdminGateway } from '@adapters/http/http-admin-gateway';
import { HttpAnalysisGateway } from '@adapters/http/http-analysis-gateway';
import { HttpAuthGateway } from '@adapters/http/http-auth-gateway';
import { HttpCatalogGateway } from '@adapters/http/http-catalog-gateway';
import { HttpLandingPagesGateway } from '@adapters/http/http-landing-pages-gateway';
import { HttpSiteGateway } from '@adapters/http/http-site-gateway';
import { AdminGateway } from '@domain/ports/browser/admin-gateway';
import { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import { deferredAccountGateway } from '@adapters/http/deferred-account-gateway';
import { deferredTrackingGateway } from '@adapters/http/deferred-tracking-gateway';
import { AccountGateway } from '@domain/ports/browser/account-gateway';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { LandingPagesGateway } from '@domain/ports/browser/landing-pages-gateway';
import { SiteGateway } from '@domain/ports/browser/site-gateway';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';

/** The real backend: every server port over the JSON API, sharing one axios client. */
export function bindHttpAdapters(container: Container): void {
  const api = createApiClient();
  container.bind(AccountGateway).toConstantValue(deferredAccountGateway(api));
  container.bind(AuthGateway).toConstantValue(new HttpAuthGateway(api));
  container.bind(CatalogGateway).toConstantValue(new HttpCatalogGateway(api));
  container.bind(SiteGateway).toConstantValue(new HttpSiteGateway(api));
  container.bind(AdminGateway).toConstantValue(new HttpAdminGateway(api));
  container.bind(LandingPagesGateway).toConstantValue(new HttpLandingPagesGateway(api));
  container.bind(AnalysisGateway).toConstantValue(new HttpAnalysisGateway(api));
  container.bind(TrackingGateway).toConstantValue(deferredTrackingGateway(api));
}
