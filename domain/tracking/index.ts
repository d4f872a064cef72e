export * from './follower-change-since-last-check';
export * from './history-contracts';
export * from './history-csv';
export * from './membership-diff';
export * from './sort-tracked-rows';
export * from './toggle-sort';
export * from './tracked-item';
