import type { Container } from 'inversify';
import { type FakeAnalysisOptions, FakeAnalysisGateway } from '@adapters/fake/fake-analysis-gateway';
import { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import type { PlaylistAnalysis } from '@domain/tracking';
import { analysisModule } from '../../../src/features/analysis/analysis-module';
import { createContainer } from '../../../src/app/container';

export const NOW = new Date('2026-04-01T08:00:00Z');

/** The fake-backend container with an analysis fake configured as given, at a fixed time. */
export function analysisContainer(options: FakeAnalysisOptions = {}): {
  container: Container;
  gateway: FakeAnalysisGateway;
} {
  const container = createContainer('fake');
  const gateway = new FakeAnalysisGateway({ now: () => NOW, ...options });
  container.rebind(AnalysisGateway).toConstantValue(gateway);
  container.load(analysisModule);
  return { container, gateway };
}

/** An analysis object with every statistic missing, as for a playlist nothing was read of. */
export const EMPTY_ANALYSIS: PlaylistAnalysis = {
  average_age: null,
  average_popularity: null,
  average_longevity: null,
  latest_5_added_dates: [],
  weekly_track_addition_frequency: null,
  monthly_track_addition_frequency: null,
  track_diversity_percentage: null,
  top_artists: [],
  explicit_content: null,
  average_duration: null,
  shortest_duration: null,
  longest_duration: null,
  server_now: NOW.toISOString(),
  all_tracks_same_day: false,
  days_since_all_added: null,
  longevity_distribution: {},
  age_distribution: {},
  popularity_distribution: {},
};
