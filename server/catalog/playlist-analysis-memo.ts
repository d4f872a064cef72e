import { analyzeFollowerChart, type CurationChurn } from '@domain/analytics';
import type { ChartAnalysis } from '@domain/catalog';
import type { FollowerPoint } from '@domain/tracking';

const REMEMBERED = 1_000;

/**
 * The last `chart_analysis` of each playlist, reused while its inputs are the same: the follower
 * points array tracking hands out (the same array until its next write) and an equal curation
 * churn. The analysis is a pure function of the two, so a reused one is the one a fresh run gives;
 * it is frozen, as every visitor's answer shares it.
 */
export class PlaylistAnalysisMemo {
  private readonly last = new Map<
    string,
    { readonly points: readonly FollowerPoint[]; readonly churn: string; readonly analysis: ChartAnalysis }
  >();

  analysis(playlistId: string, points: readonly FollowerPoint[], churn: CurationChurn | null): ChartAnalysis {
    const churnKey = JSON.stringify(churn);
    const known = this.last.get(playlistId);
    if (known && known.points === points && known.churn === churnKey) return known.analysis;
    const analysis = deepFreeze(analyzeFollowerChart(points, { churn }));
    this.last.delete(playlistId);
    this.last.set(playlistId, { points, churn: churnKey, analysis });
    if (this.last.size > REMEMBERED) this.last.delete(this.last.keys().next().value!);
    return analysis;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
