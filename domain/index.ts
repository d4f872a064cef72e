// The pure core's public surface. Each area keeps its own barrel.
export * from './analytics';
export * from './core';
export * from './music';
export * from './contracts';
export * from './ports';
