import type { ChartVerdict } from '@domain/catalog';

/** How each verdict is named in prose. */
export const VERDICT_WORDS: Record<ChartVerdict, string> = {
  clean: 'clean',
  suspicious: 'suspicious',
  likely_botted: 'likely botted',
  insufficient_data: 'insufficient data',
};
