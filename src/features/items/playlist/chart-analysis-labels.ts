import type { AnomalyType, ChartAnalysis } from '@domain/catalog/catalog-contracts';
import { formatDate } from '@domain/formatting';
import { anomalyName } from '@shared/charts/chart-labels';

export const TREND_LABELS: Readonly<Record<ChartAnalysis['trend'], string>> = {
  growing: 'Growing',
  flat: 'Flat',
  declining: 'Declining',
};

/** The period the trend covers, said with it so a flat month doesn't read as contradicting a year of growth. */
export const TREND_PERIOD = 'last 30 days';

export interface AnomalyLine {
  readonly key: string;
  /** The anomaly's day as the analysis gives it (ISO), for finding it in the chart. */
  readonly at: string;
  readonly date: string;
  readonly kind: string;
  readonly change: string;
  readonly type: AnomalyType;
}

/** One readable line per anomaly: date, kind and the signed follower change. */
export function anomalyLines(analysis: ChartAnalysis): AnomalyLine[] {
  return analysis.anomalies.map((anomaly) => ({
    key: `${anomaly.date}-${anomaly.type}`,
    at: anomaly.date,
    date: formatDate(anomaly.date),
    kind: anomalyName(anomaly.type, anomaly.followers_change),
    change: signedCount(anomaly.followers_change),
    type: anomaly.type,
  }));
}

function signedCount(change: number): string {
  const magnitude = Math.abs(change).toLocaleString('en-GB');
  if (change > 0) return `+${magnitude} followers`;
  if (change < 0) return `−${magnitude} followers`;
  return 'no change';
}
