// Analytics: every figure Chartpulse shows, as pure functions over readonly data.
export {
  analyzeFollowerChart,
  type ChartContext,
  MIN_ANALYSIS_DAYS,
  MIN_ANALYSIS_POINTS,
  TREND_DAYS,
} from './chart-analysis';
export { type CurationChurn, curationChurn, SHORT_STAY_DAYS } from './curation-churn';
export {
  biggestEvent,
  biggestSingleDay,
  dateRange,
  describeBiggestDay,
  describeEvent,
  describeShare,
  eventSize,
  eventWhen,
} from './event-wording';
export {
  type EventSpan,
  type FlagSource,
  groupFlaggedChanges,
  MAX_GAP_CHANGES,
  MAX_GAP_DAYS,
} from './follower-events';
export {
  type DripEvenness,
  type Grade,
  type GradedEvent,
  type GradeInput,
  gradeVerdict,
} from './grade-verdict';
export {
  GRADING_VERSION,
  type GradeTransition,
  gradePlaylist,
  gradeTransition,
  type PlaylistGradeInput,
} from './playlist-grade';
export { corroborateGrade } from './popularity-corroboration';
export { type DailyChange, dailyChangeOutside, followerDailyChange } from './daily-change';
export { type VerdictAdvice, verdictAdvice } from './verdict-advice';
export {
  BASELINE_DAYS,
  CORROBORATING_RISE_POINTS,
  MARGIN_DAYS,
  type PlaylistTrackPopularity,
  type PopularityRise,
  popularityRises,
  type TrackPopularity,
} from './popularity-rises';
export { detectAnomalies } from './detect-anomalies';
export { AGE_BANDS, type Band, distribution, LONGEVITY_BANDS, POPULARITY_BANDS } from './distribution';
export { followerHistoryAnswer } from './follower-history-answer';
export {
  type CheckedCount,
  type KeptReading,
  type MergedCount,
  mergeKeptReadings,
  type ReadingSource,
  withKeptReadings,
} from './kept-readings';
export { gradePlaylistWithKept } from './grade-with-kept';
export { type GrowthStats, growthStats, percentChange, popularityGrowthStats } from './growth-stats';
export { artistDiversityPercentage, buildPlaylistAnalysis } from './playlist-analysis';
export { membershipStart, type PlaylistDynamics, playlistDynamics } from './playlist-dynamics';
export type { PlaylistAnalysisInput, PlaylistMembership, PlaylistTrackFacts } from './playlist-input';
export { playlistTracklist } from './playlist-tracklist';
export { parseReleaseDate } from './release-date';
export type { AnomalyLabel } from './score-anomalies';
export {
  FOLLOWER_CHANGE_COUNT,
  FOLLOWER_CHANGE_SHARE,
  type NotifiedValues,
  POPULARITY_CHANGE_POINTS,
  type SignificantChange,
  significantChange,
} from './significant-change';
export { TOP_ARTIST_COUNT, topArtists } from './top-artists';
export { type FirstLookInput, firstLook, followerVerdictReadyBy, isOverwhelming } from './first-look';
export { type FirstLookTrack, firstLookFigures } from './first-look-figures';
export type { CuratorPlaylist, FirstLookSignal } from './first-look-signals';
export { trendMissing, trendReadyBy } from './trend-readiness';
export * from './coordinated-moves';
export {
  type ListeningEvidenceInput,
  LISTENING_PERIOD_DAYS,
  listeningEvidence,
  teamListeningEvidence,
} from './listening-evidence';
export { type FollowerGrade, followerGradeOf, verdictWithListening } from './verdict-with-listening';
