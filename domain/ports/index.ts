export { Clock } from './clock';
export * from './music-service';
