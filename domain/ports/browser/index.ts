export * from './auth-repository';
export * from './catalog-repository';
export * from './remote-result';
export * from './site-repository';
