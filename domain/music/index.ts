export * from './music-service';
export * from './music-service-error';
export type * from './music-types';
