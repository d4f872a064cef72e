import { trendMissing } from '@domain/analytics/trend-readiness';
import { verdictAdvice } from '@domain/analytics/verdict-advice';
import type { ChartAnalysis } from '@domain/catalog/catalog-contracts';
import type { ListeningEvidence, VerdictWithListening } from '@domain/catalog/listening-verdict-contracts';
import { useScrollToHash } from '@shared/ui/scroll-to-hash';
import { confidenceWords, VERDICT_BADGES } from '@shared/ui/verdict-badge';
import { TREND_LABELS, TREND_PERIOD } from './chart-analysis-labels';
import { type EventLine, eventLines } from './event-lines';
import { ListeningLines } from './listening-lines';

export interface ChartAnalysisPanelProps {
  readonly analysis: ChartAnalysis;
  /** When set (a followers chart is shown), each event becomes a button that shows it in the chart. */
  readonly onSelectAnomaly?: ((date: string) => void) | undefined;
  readonly selectedDate?: string | null;
  /** A signed-in viewer's own listening and the grade weighed with it: the badge shows that grade. */
  readonly listening?: { readonly evidence: ListeningEvidence; readonly combined: VerdictWithListening };
}

/**
 * The bot check of the playlist's follower history: grade, confidence, reasons and the events behind
 * it; for a signed-in viewer, the grade weighed with their listening, over its two lines of evidence.
 */
export function ChartAnalysisPanel({
  analysis,
  onSelectAnomaly,
  selectedDate,
  listening,
}: ChartAnalysisPanelProps) {
  const graded = listening?.combined ?? analysis;
  const verdict = VERDICT_BADGES[graded.verdict];
  const sureness = confidenceWords(graded.verdict, graded.confidence);
  const events = eventLines(analysis);
  const advice = verdictAdvice(analysis.verdict, analysis.confidence);
  const against = analysis.against ?? [];
  // The header's grade links here (#bot-check-title), often from another page.
  useScrollToHash('bot-check-title');
  return (
    <section className="card item-section bot-check" aria-labelledby="bot-check-title">
      <div className="bot-check-header">
        <h2 id="bot-check-title">{listening ? 'Bot check' : 'Follower bot check'}</h2>
        <span className={`verdict-badge verdict-${verdict.tone}`}>
          {verdict.text}
          {sureness && <span className="verdict-confidence"> · {sureness}</span>}
        </span>
      </div>
      {listening && (
        <>
          <p className="bot-check-summary bot-check-combined">{listening.combined.summary}</p>
          <ListeningLines listening={listening.evidence} combined={listening.combined} />
          <h3 className="bot-check-subtitle">Followers</h3>
        </>
      )}
      <p className={`bot-check-advice bot-check-advice-${verdict.tone}`}>
        <strong>{advice.lead}</strong> {advice.text}
      </p>
      <p className="bot-check-summary">{analysis.summary}</p>
      {analysis.reasons.length > 0 && (
        <>
          <h3 className="bot-check-subtitle">Why</h3>
          <ul className="verdict-reasons">
            {analysis.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      )}
      {against.length > 0 && (
        <>
          <h3 className="bot-check-subtitle">Against</h3>
          <ul className="verdict-reasons verdict-against">
            {against.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </>
      )}
      <p className="bot-check-trend">
        Follower trend, {TREND_PERIOD}:{' '}
        {analysis.trend === null ? (
          <span className="bot-check-missing">{trendMissing(analysis.coverage)}</span>
        ) : (
          <strong>{TREND_LABELS[analysis.trend]}</strong>
        )}
      </p>
      {events.length > 0 && (
        <>
          <h3 className="bot-check-subtitle">Events</h3>
          <ul className="anomaly-list">
            {events.map((line) => (
              <li key={line.key} className={`anomaly anomaly-${line.kind}`}>
                {onSelectAnomaly ? (
                  <button
                    type="button"
                    className="anomaly-select"
                    aria-pressed={selectedDate === line.at}
                    title="Show in the chart"
                    onClick={() => onSelectAnomaly(line.at)}
                  >
                    <EventText line={line} />
                  </button>
                ) : (
                  <EventText line={line} />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function EventText({ line }: { line: EventLine }) {
  return (
    <>
      <span className="anomaly-kind">{line.text}</span>: <span className="anomaly-change">{line.size}</span>
    </>
  );
}
