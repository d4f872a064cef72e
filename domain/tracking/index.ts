export * from './follower-change-since-last-check';
export * from './history-contracts';
export { readPlaylistAnalysis } from './read-playlist-analysis';
export * from './read-written-analysis';
export * from './history-csv';
export * from './membership-diff';
export * from './sort-tracked-rows';
export * from './toggle-sort';
export * from './tracked-item';
