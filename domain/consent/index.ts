export * from './consent-cookie-name';
export * from './consent-duration-days';
export * from './needs-cookie-consent';
export * from './visitor-location';
export * from './pixel-consent';
