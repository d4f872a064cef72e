export { Clock } from './clock';
export * from './music-service';
export * from './music-lookups';
