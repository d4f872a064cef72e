import type { AnomalyType, ChartAnalysis, ChartVerdict } from '@domain/catalog/catalog-contracts';
import { formatDate } from '@domain/formatting';

/** Plain words for the bot-check verdict, and the tone its badge is drawn in. */
export const VERDICT_LABELS: Readonly<
  Record<ChartVerdict, { text: string; tone: 'good' | 'warn' | 'bad' | 'neutral' }>
> = {
  organic: { text: 'Looks organic', tone: 'good' },
  suspicious: { text: 'Suspicious activity', tone: 'warn' },
  likely_botted: { text: 'Likely botted', tone: 'bad' },
  insufficient_data: { text: 'Not enough data yet', tone: 'neutral' },
};

export const TREND_LABELS: Readonly<Record<ChartAnalysis['trend'], string>> = {
  growing: 'Growing',
  flat: 'Flat',
  declining: 'Declining',
};

const ANOMALY_LABELS: Readonly<Record<AnomalyType, string>> = {
  extreme: 'Extreme jump',
  trend: 'Unusual trend',
};

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
    kind: ANOMALY_LABELS[anomaly.type],
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
