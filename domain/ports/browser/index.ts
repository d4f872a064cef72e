export * from './account-gateway';
export * from './analytics-tag';
export * from './auth-gateway';
export * from './catalog-gateway';
export * from './consent-cookie-jar';
export * from './remote-result';
export * from './site-gateway';
export * from './tracking-gateway';
