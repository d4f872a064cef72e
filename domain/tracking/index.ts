export * from './follower-change-since-last-check';
export * from './history-contracts';
export { readPlaylistAnalysis } from './read-playlist-analysis';
export * from './read-written-analysis';
export * from './sort-tracked-rows';
export * from './toggle-sort';
