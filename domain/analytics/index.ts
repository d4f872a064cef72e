// Analytics: every figure Chartpulse shows, as pure functions over readonly data.
export { analyzeFollowerChart, MIN_ANALYSIS_DAYS, MIN_ANALYSIS_POINTS } from './chart-analysis';
export { detectAnomalies } from './detect-anomalies';
export { followerHistoryAnswer } from './follower-history-answer';
export { type GrowthStats, growthStats, percentChange, popularityGrowthStats } from './growth-stats';
export type { AnomalyLabel } from './score-anomalies';
