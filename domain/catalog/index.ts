export * from './catalog-contracts';
export * from './music-service-error';
export * from './music-types';
