// The pure core's public surface. Each concept keeps its own barrel.
export * from './accounts';
export * from './analytics';
export * from './catalog';
export * from './consent';
export * from './formatting';
export * from './forms';
export * from './landing';
export * from './links';
export * from './ports';
export * from './reports';
export * from './result';
export * from './search';
export * from './tracking';
