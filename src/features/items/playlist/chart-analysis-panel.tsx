import type { ChartAnalysis } from '@domain/catalog/catalog-contracts';
import { VERDICT_BADGES } from '@shared/ui/verdict-badge';
import { type AnomalyLine, anomalyLines, TREND_LABELS, TREND_PERIOD } from './chart-analysis-labels';

export interface ChartAnalysisPanelProps {
  readonly analysis: ChartAnalysis;
  /** When set (a followers chart is shown), each anomaly becomes a button that shows it in the chart. */
  readonly onSelectAnomaly?: ((date: string) => void) | undefined;
  readonly selectedDate?: string | null;
}

/** The bot check of the playlist's follower history: verdict, summary and the anomalies behind it. */
export function ChartAnalysisPanel({ analysis, onSelectAnomaly, selectedDate }: ChartAnalysisPanelProps) {
  const verdict = VERDICT_BADGES[analysis.verdict];
  const anomalies = anomalyLines(analysis);
  return (
    <section className="card item-section bot-check" aria-labelledby="bot-check-title">
      <div className="bot-check-header">
        <h2 id="bot-check-title">Follower bot check</h2>
        <span className={`verdict-badge verdict-${verdict.tone}`}>{verdict.text}</span>
      </div>
      <p className="bot-check-summary">{analysis.summary}</p>
      <p className="bot-check-trend">
        Follower trend, {TREND_PERIOD}: <strong>{TREND_LABELS[analysis.trend]}</strong>
      </p>
      {anomalies.length > 0 && (
        <>
          <h3 className="bot-check-subtitle">Anomalies</h3>
          <ul className="anomaly-list">
            {anomalies.map((line) => (
              <li key={line.key} className={`anomaly anomaly-${line.type}`}>
                {onSelectAnomaly ? (
                  <button
                    type="button"
                    className="anomaly-select"
                    aria-pressed={selectedDate === line.at}
                    title="Show in the chart"
                    onClick={() => onSelectAnomaly(line.at)}
                  >
                    <AnomalyText line={line} />
                  </button>
                ) : (
                  <AnomalyText line={line} />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function AnomalyText({ line }: { line: AnomalyLine }) {
  return (
    <>
      <span className="anomaly-date">{line.date}</span> <span className="anomaly-kind">{line.kind}</span>{' '}
      <span className="anomaly-change">{line.change}</span>
    </>
  );
}
