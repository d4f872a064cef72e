export * from './chart-scale';
export * from './follower-chart';
export * from './report-contracts';
export * from './report-view';
export * from './read-report-links';
