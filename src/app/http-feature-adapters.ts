import type { AxiosInstance } from 'axios';
import type { Container } from 'inversify';
import { deferredAccountGateway } from '@adapters/http/deferred-account-gateway';
import { deferredAlertsGateway } from '@adapters/http/deferred-alerts-gateway';
import { deferredGateway } from '@adapters/http/deferred-gateway';
import { deferredTrackingGateway } from '@adapters/http/deferred-tracking-gateway';
import { AccountGateway } from '@domain/ports/browser/account-gateway';
import { AdminGateway } from '@domain/ports/browser/admin-gateway';
import { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import { LandingPagesGateway } from '@domain/ports/browser/landing-pages-gateway';
import { PlacementsGateway } from '@domain/ports/browser/placements-gateway';
import { ReportsGateway } from '@domain/ports/browser/reports-gateway';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';

/**
 * The real backend's ports that only screens off `/` call, bound when the router discovers those
 * routes. Each gateway's own code still loads on its first call: an anonymous visitor of an artist
 * page never downloads the admin or landing-pages clients.
 */
export function bindHttpFeatureAdapters(container: Container, api: AxiosInstance): void {
  container.bind(AccountGateway).toConstantValue(deferredAccountGateway(api));
  container.bind(TrackingGateway).toConstantValue(deferredTrackingGateway(api));
  container.bind(AlertsGateway).toConstantValue(deferredAlertsGateway(api));
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
  container
    .bind(PlacementsGateway)
    .toConstantValue(
      deferredGateway<PlacementsGateway>(
        async () => new (await import('@adapters/http/http-placements-gateway')).HttpPlacementsGateway(api),
        ['placements'],
      ),
    );
  container
    .bind(ReportsGateway)
    .toConstantValue(
      deferredGateway<ReportsGateway>(
        async () => new (await import('@adapters/http/http-reports-gateway')).HttpReportsGateway(api),
        ['create', 'list', 'revoke'],
      ),
    );
}
