/**
 * Every fake gateway class, for the fake backend (src/app/fake-adapters.ts), which hands this module
 * to the gateway registry's fake factories: the registry names them by type only, so no fake reaches
 * the HTTP build.
 */
export { FakeAccountGateway } from './fake-account-gateway';
export { FakeAdminGateway } from './fake-admin-gateway';
export { FakeAlertsGateway } from './fake-alerts-gateway';
export { FakeAnalysisGateway } from './fake-analysis-gateway';
export { FakeAuthGateway } from './fake-auth-gateway';
export { FakeCatalogGateway } from './fake-catalog-gateway';
export { FakeItemLinksGateway } from './fake-item-links-gateway';
export { FakeLandingPagesGateway } from './fake-landing-pages-gateway';
export { FakeListeningGateway } from './fake-listening-gateway';
export { FakePlacementsGateway } from './fake-placements-gateway';
export { FakeReportsGateway } from './fake-reports-gateway';
export { FakeSiteGateway } from './fake-site-gateway';
export { FakeTrackingGateway } from './fake-tracking-gateway';
