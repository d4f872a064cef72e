import type { ChartAnalysis } from '@domain/catalog/catalog-contracts';
import { anomalyLines, TREND_LABELS, VERDICT_LABELS } from './chart-analysis-labels';

/** The bot check of the playlist's follower history: verdict, summary and the anomalies behind it. */
export function ChartAnalysisPanel({ analysis }: { analysis: ChartAnalysis }) {
  const verdict = VERDICT_LABELS[analysis.verdict];
  const anomalies = anomalyLines(analysis);
  return (
    <section className="card item-section bot-check" aria-labelledby="bot-check-title">
      <div className="bot-check-header">
        <h2 id="bot-check-title">Follower bot check</h2>
        <span className={`verdict-badge verdict-${verdict.tone}`}>{verdict.text}</span>
      </div>
      <p className="bot-check-summary">{analysis.summary}</p>
      <p className="bot-check-trend">
        Follower trend: <strong>{TREND_LABELS[analysis.trend]}</strong>
      </p>
      {anomalies.length > 0 && (
        <>
          <h3 className="bot-check-subtitle">Anomalies</h3>
          <ul className="anomaly-list">
            {anomalies.map((line) => (
              <li key={line.key} className={`anomaly anomaly-${line.type}`}>
                <span className="anomaly-date">{line.date}</span>{' '}
                <span className="anomaly-kind">{line.kind}</span>{' '}
                <span className="anomaly-change">{line.change}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
