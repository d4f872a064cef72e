import type { Container } from 'inversify';
import { createApiClient } from '@adapters/http/api-client';
import { deferredGateway } from '@adapters/http/deferred-gateway';
import { HttpCatalogGateway } from '@adapters/http/http-catalog-gateway';
import { HttpSiteGateway } from '@adapters/http/http-site-gateway';
import { takeSignedOutHint } from '@adapters/http/session-hint';
import { AdminGateway } from '@domain/ports/browser/admin-gateway';
import { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import { deferredAuthGateway } from '@adapters/http/deferred-auth-gateway';
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
  container.bind(AuthGateway).toConstantValue(deferredAuthGateway(api, () => takeSignedOutHint()));
  container.bind(CatalogGateway).toConstantValue(new HttpCatalogGateway(api));
  container.bind(SiteGateway).toConstantValue(new HttpSiteGateway(api));
  // Loaded on first use: only screens off the first load of / call these.
  container
    .bind(AdminGateway)
    .toConstantValue(
      deferredGateway<AdminGateway>(
        async () => new (await import('@adapters/http/http-admin-gateway')).HttpAdminGateway(api),
        ['listUsers', 'deleteUser'],
      ),
    );
  container
    .bind(LandingPagesGateway)
    .toConstantValue(
      deferredGateway<LandingPagesGateway>(
        async () =>
          new (await import('@adapters/http/http-landing-pages-gateway')).HttpLandingPagesGateway(api),
        ['list', 'userFiles', 'stats', 'create', 'update', 'delete'],
      ),
    );
  container
    .bind(AnalysisGateway)
    .toConstantValue(
      deferredGateway<AnalysisGateway>(
        async () => new (await import('@adapters/http/http-analysis-gateway')).HttpAnalysisGateway(api),
        ['analyzePlaylist', 'playlistAnalysis'],
      ),
    );
  container.bind(TrackingGateway).toConstantValue(deferredTrackingGateway(api));
}
