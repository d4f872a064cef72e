export * from './career-longevity';
export * from './dates';
export * from './format-duration';
export * from './growth';
export * from './numbers';
export * from './plural';
