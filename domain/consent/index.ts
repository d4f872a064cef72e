export * from './consent-duration-days';
export * from './needs-cookie-consent';
