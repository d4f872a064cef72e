export * from './catalog-contracts';
export * from './music-service-error';
export * from './music-types';
export * from './artist-details';
export * from './catalog-answers';
export * from './catalog-images';
export * from './release-dates';
export * from './item-key';
