import type { AxiosInstance } from 'axios';
import { deferredGateway } from '@adapters/http/deferred-gateway';
import { historyCsvUrl } from '@adapters/http/tracking-paths';
import { AccountGateway } from '@domain/ports/browser/account-gateway';
import { AdminGateway } from '@domain/ports/browser/admin-gateway';
import { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import { ItemLinksGateway } from '@domain/ports/browser/item-links-gateway';
import { LandingPagesGateway } from '@domain/ports/browser/landing-pages-gateway';
import { ListeningGateway } from '@domain/ports/browser/listening-gateway';
import { PlacementsGateway } from '@domain/ports/browser/placements-gateway';
import { ReportsGateway } from '@domain/ports/browser/reports-gateway';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import { type Gateway, gateway } from './gateway';

/**
 * The gateway registry, part two: the ports only screens off `/` call, bound when the router
 * discovers those routes (the axios client is there by then). On HTTP each gateway's own code still
 * loads on its first call: an anonymous visitor of an artist page never downloads the admin or
 * landing-pages clients.
 */
export const featureGateways: readonly Gateway<AxiosInstance>[] = [
  gateway(AccountGateway, {
    http: (api) =>
      deferredGateway(
        async () => new (await import('@adapters/http/http-account-gateway')).HttpAccountGateway(api),
      ),
    fake: ({ fakes, session }) => new fakes.FakeAccountGateway(session),
  }),
  gateway(TrackingGateway, {
    http: (api) =>
      deferredGateway(
        async () => new (await import('@adapters/http/http-tracking-gateway')).HttpTrackingGateway(api),
        // A link, not a request: built at once.
        { historyCsvUrl: (kind, spotifyId) => historyCsvUrl(api, kind, spotifyId) },
      ),
    fake: ({ fakes, signedIn }) => new fakes.FakeTrackingGateway({ signedIn }),
  }),
  gateway(AlertsGateway, {
    http: (api) =>
      deferredGateway(
        async () => new (await import('@adapters/http/http-alerts-gateway')).HttpAlertsGateway(api),
      ),
    fake: ({ fakes, signedIn, notificationGates }) =>
      new fakes.FakeAlertsGateway({ signedIn, gates: notificationGates }),
  }),
  gateway(AdminGateway, {
    http: (api) =>
      deferredGateway(
        async () => new (await import('@adapters/http/http-admin-gateway')).HttpAdminGateway(api),
      ),
    fake: ({ fakes }) => new fakes.FakeAdminGateway(),
  }),
  gateway(LandingPagesGateway, {
    http: (api) =>
      deferredGateway(
        async () =>
          new (await import('@adapters/http/http-landing-pages-gateway')).HttpLandingPagesGateway(api),
      ),
    fake: ({ fakes }) => new fakes.FakeLandingPagesGateway(),
  }),
  gateway(AnalysisGateway, {
    http: (api) =>
      deferredGateway(
        async () => new (await import('@adapters/http/http-analysis-gateway')).HttpAnalysisGateway(api),
      ),
    fake: ({ fakes }) => new fakes.FakeAnalysisGateway(),
  }),
  gateway(PlacementsGateway, {
    http: (api) =>
      deferredGateway(
        async () => new (await import('@adapters/http/http-placements-gateway')).HttpPlacementsGateway(api),
      ),
    fake: ({ fakes }) => new fakes.FakePlacementsGateway(),
  }),
  gateway(ReportsGateway, {
    http: (api) =>
      deferredGateway(
        async () => new (await import('@adapters/http/http-reports-gateway')).HttpReportsGateway(api),
      ),
    fake: ({ fakes }) => new fakes.FakeReportsGateway(),
  }),
  gateway(ItemLinksGateway, {
    http: (api) =>
      deferredGateway(
        async () => new (await import('@adapters/http/http-item-links-gateway')).HttpItemLinksGateway(api),
      ),
    fake: ({ fakes }) => new fakes.FakeItemLinksGateway(),
  }),
  gateway(ListeningGateway, {
    http: (api) =>
      deferredGateway(
        async () => new (await import('@adapters/http/http-listening-gateway')).HttpListeningGateway(api),
      ),
    fake: ({ fakes }) => new fakes.FakeListeningGateway(),
  }),
];
