export * from './client-network';
