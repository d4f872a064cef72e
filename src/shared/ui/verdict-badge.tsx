import type { ChartVerdict } from '@domain/catalog/catalog-contracts';
import './verdict-badge.css';

/** Plain words for the bot-check verdict, and the tone its badge is drawn in. */
export const VERDICT_BADGES: Readonly<
  Record<ChartVerdict, { text: string; tone: 'good' | 'warn' | 'bad' | 'neutral' }>
> = {
  organic: { text: 'Looks organic', tone: 'good' },
  suspicious: { text: 'Suspicious activity', tone: 'warn' },
  likely_botted: { text: 'Likely botted', tone: 'bad' },
  insufficient_data: { text: 'Not enough data yet', tone: 'neutral' },
};

/** A playlist's bot-check verdict as a small coloured pill. */
export function VerdictBadge({ verdict, compact = false }: { verdict: ChartVerdict; compact?: boolean }) {
  const badge = VERDICT_BADGES[verdict];
  const size = compact ? ' verdict-pill-compact' : '';
  return <span className={`verdict-pill verdict-pill-${badge.tone}${size}`}>{badge.text}</span>;
}
