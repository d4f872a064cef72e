import type { ChartAnalysis } from '@domain/catalog/catalog-contracts';

export const TREND_LABELS: Readonly<Record<NonNullable<ChartAnalysis['trend']>, string>> = {
  growing: 'Growing',
  flat: 'Flat',
  declining: 'Declining',
};

/** The period the trend covers, said with it so a flat month doesn't read as contradicting a year of growth. */
export const TREND_PERIOD = 'last 30 days';
