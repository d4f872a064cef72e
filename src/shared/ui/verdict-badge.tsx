import type { ChartVerdict, VerdictConfidence } from '@domain/catalog/catalog-contracts';
import './verdict-badge.css';

/** Plain words for the bot-check grade, and the tone its badge is drawn in. */
export const VERDICT_BADGES: Readonly<
  Record<ChartVerdict, { text: string; tone: 'good' | 'warn' | 'bad' | 'neutral' }>
> = {
  clean: { text: 'Clean', tone: 'good' },
  suspicious: { text: 'Suspicious', tone: 'warn' },
  likely_botted: { text: 'Likely botted', tone: 'bad' },
  insufficient_data: { text: 'Not enough data yet', tone: 'neutral' },
};

/** The confidence in words, e.g. `'high confidence'`; none for `insufficient_data`. */
export function confidenceWords(
  verdict: ChartVerdict,
  confidence: VerdictConfidence | null | undefined,
): string | null {
  if (verdict === 'insufficient_data' || !confidence) return null;
  return `${confidence} confidence`;
}

/** A playlist's bot-check grade as a small coloured pill, with its confidence in words when known. */
export function VerdictBadge({
  verdict,
  confidence,
  compact = false,
}: {
  verdict: ChartVerdict;
  confidence?: VerdictConfidence | null | undefined;
  compact?: boolean;
}) {
  const badge = VERDICT_BADGES[verdict];
  const size = compact ? ' verdict-pill-compact' : '';
  const sureness = confidenceWords(verdict, confidence);
  return (
    <span className={`verdict-pill verdict-pill-${badge.tone}${size}`}>
      {badge.text}
      {sureness && (
        <span className="verdict-pill-confidence">
          <span className="verdict-pill-separator"> · </span>
          {sureness}
        </span>
      )}
    </span>
  );
}
