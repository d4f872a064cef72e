import type { Container } from 'inversify';
import { FakeAdminGateway } from '@adapters/fake/fake-admin-gateway';
import { FakeAlertsGateway } from '@adapters/fake/fake-alerts-gateway';
import { FakeAnalysisGateway } from '@adapters/fake/fake-analysis-gateway';
import { FakeAccountGateway } from '@adapters/fake/fake-account-gateway';
import { FakeAuthGateway } from '@adapters/fake/fake-auth-gateway';
import { FakeCatalogGateway } from '@adapters/fake/fake-catalog-gateway';
import { FakeLandingPagesGateway } from '@adapters/fake/fake-landing-pages-gateway';
import { FakePlacementsGateway } from '@adapters/fake/fake-placements-gateway';
import { FakeReportsGateway } from '@adapters/fake/fake-reports-gateway';
import { ReportsGateway } from '@domain/ports/browser/reports-gateway';
import { PlacementsGateway } from '@domain/ports/browser/placements-gateway';
import { FakeSiteGateway } from '@adapters/fake/fake-site-gateway';
import { AdminGateway } from '@domain/ports/browser/admin-gateway';
import { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';
import { AccountGateway } from '@domain/ports/browser/account-gateway';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { LandingPagesGateway } from '@domain/ports/browser/landing-pages-gateway';
import { SiteGateway } from '@domain/ports/browser/site-gateway';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';

/** The in-memory backend (`VITE_BACKEND=fake` demos and UI tests): no server needed. */
export function bindFakeAdapters(container: Container): void {
  const auth = new FakeAuthGateway();
  container.bind(AuthGateway).toConstantValue(auth);
  const account = new FakeAccountGateway(auth);
  container.bind(AccountGateway).toConstantValue(account);
  container.bind(CatalogGateway).toConstantValue(new FakeCatalogGateway());
  container.bind(SiteGateway).toConstantValue(new FakeSiteGateway());
  container.bind(AdminGateway).toConstantValue(new FakeAdminGateway());
  container.bind(LandingPagesGateway).toConstantValue(new FakeLandingPagesGateway());
  container.bind(AnalysisGateway).toConstantValue(new FakeAnalysisGateway());
  container.bind(PlacementsGateway).toConstantValue(new FakePlacementsGateway());
  container.bind(ReportsGateway).toConstantValue(new FakeReportsGateway());
  const signedIn = async () => {
    const session = await auth.checkSession();
    return session.ok && session.value.authenticated;
  };
  container.bind(TrackingGateway).toConstantValue(new FakeTrackingGateway({ signedIn }));
  const gates = async () => {
    const settings = await account.settings();
    if (!settings.ok) return { email: false, telegram: false };
    return { email: settings.value.emailNotifications, telegram: settings.value.telegramNotifications };
  };
  container.bind(AlertsGateway).toConstantValue(new FakeAlertsGateway({ signedIn, gates }));
}
