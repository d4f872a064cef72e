import { fail } from '../../platform/result';
import type { AnalysisFigures, AnalystResult, PlaylistAnalyst } from '../ports';

/**
 * The analyst with anything it throws answered as its failure, so the port never throws: analysts
 * are adapters over networks, models and templates, and a surprise in one is a failed analysis.
 */
export function answeringFailures(analyst: PlaylistAnalyst): PlaylistAnalyst {
  return {
    name: analyst.name,
    async analyze(figures: AnalysisFigures): Promise<AnalystResult> {
      try {
        return await analyst.analyze(figures);
      } catch (error) {
        return fail(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
