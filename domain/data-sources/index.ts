export * from './service-capabilities';
export * from './withheld-figures';
export * from './data-sources-contracts';
