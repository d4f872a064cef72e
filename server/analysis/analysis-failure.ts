/**
 * Why the analysis of a playlist is refused or failed. `cause` (why the tracks or the analyst
 * failed) goes to the log only; routes map the kind to a status (routes/analysis-failures.ts).
 */
export interface AnalysisFailure {
  readonly kind: 'not_tracking' | 'tracks_unavailable' | 'analyst_failed';
  readonly cause?: string;
}
