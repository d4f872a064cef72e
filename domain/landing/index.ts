export * from './landing-page-contracts';
export * from './landing-page-fields';
export * from './landing-page-messages';
export * from './landing-services';
export * from './pick-weighted';
export * from './validate-landing-page';
export * from './service-destinations';
export * from './service-links';
