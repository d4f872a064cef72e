import { REPORT_VERDICTS } from '../reports/report-view';
import type { ChartAnalysis, ChartVerdict, VerdictConfidence } from './catalog-contracts';
import type { FirstLook } from './first-look-contracts';
import type { VerdictWithListening } from './listening-verdict-contracts';

/** Where a playlist page's full bot check starts, and its first look's (the headings' ids). */
export const BOT_CHECK_ANCHOR = 'bot-check-title';
export const FIRST_LOOK_ANCHOR = 'first-look-title';

/** The grade a playlist page's header shows beside the name, in display words. */
export interface HeaderGrade {
  readonly verdict: ChartVerdict;
  /** `'Likely botted'`. */
  readonly text: string;
  readonly tone: 'good' | 'warn' | 'bad' | 'neutral';
  /** How sure the grade is; null for `insufficient_data`. */
  readonly confidence: VerdictConfidence | null;
  /** The grade's first reason, null when it gives none. */
  readonly reason: string | null;
  /** True when the grade is the first look at the contents (no follower verdict yet). */
  readonly firstLook: boolean;
  /** The id of the heading the full check starts at. */
  readonly anchor: string;
}

/**
 * The header's grade: for a signed-in viewer whose own imports (listening, kept readings) weigh in,
 * that account's grade, as its bot check panel shows it; else the follower bot check's, or while that has too little history and a first
 * look graded the contents, the first look's (labelled so). The same words on the server-rendered
 * page and in the app, so the app's render replaces it without a change.
 */
export function headerGrade(
  analysis: ChartAnalysis,
  firstLook: FirstLook | null,
  weighed: VerdictWithListening | null = null,
): HeaderGrade {
  if (weighed && weighsOwnData(weighed)) {
    const badge = REPORT_VERDICTS[weighed.verdict];
    return {
      verdict: weighed.verdict,
      text: badge.text,
      tone: badge.tone,
      confidence: weighed.verdict === 'insufficient_data' ? null : weighed.confidence,
      reason: weighed.reasons[0] ?? null,
      firstLook: false,
      anchor: BOT_CHECK_ANCHOR,
    };
  }
  const useFirstLook =
    analysis.verdict === 'insufficient_data' &&
    firstLook !== null &&
    firstLook.verdict !== 'insufficient_data';
  const verdict = useFirstLook ? firstLook.verdict : analysis.verdict;
  const badge = REPORT_VERDICTS[verdict];
  const confidence = useFirstLook ? firstLook.confidence : analysis.confidence;
  return {
    verdict,
    text: badge.text,
    tone: badge.tone,
    confidence: verdict === 'insufficient_data' ? null : (confidence ?? null),
    reason: (useFirstLook ? firstLook.reasons[0] : analysis.reasons[0]) ?? null,
    firstLook: useFirstLook,
    anchor: useFirstLook ? FIRST_LOOK_ANCHOR : BOT_CHECK_ANCHOR,
  };
}

/** True when the account's own data took part in the grade: listening read, or kept readings used. */
function weighsOwnData(weighed: VerdictWithListening): boolean {
  return weighed.listening !== 'no_data' || (weighed.follower_integrity.coverage?.imported ?? 0) > 0;
}
