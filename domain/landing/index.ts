export * from './landing-page-messages';
export * from './validate-landing-page';
