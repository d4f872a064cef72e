/** A labelled band `[from, below)` of a distribution. */
export interface Band {
  readonly label: string;
  readonly below: number;
}

export const POPULARITY_BANDS: readonly Band[] = [
  { label: '0-19', below: 20 },
  { label: '20-39', below: 40 },
  { label: '40-59', below: 60 },
  { label: '60-79', below: 80 },
  { label: '80-100', below: Number.POSITIVE_INFINITY },
];

/** Track age in months since release. */
export const AGE_BANDS: readonly Band[] = [
  { label: '0-6 months', below: 6 },
  { label: '6-12 months', below: 12 },
  { label: '1-2 years', below: 24 },
  { label: '2-5 years', below: 60 },
  { label: '5+ years', below: Number.POSITIVE_INFINITY },
];

/** Days a track stayed on the playlist. */
export const LONGEVITY_BANDS: readonly Band[] = [
  { label: '0-7 days', below: 7 },
  { label: '7-30 days', below: 30 },
  { label: '30-90 days', below: 90 },
  { label: '90-180 days', below: 180 },
  { label: '180-365 days', below: 365 },
  { label: '365+ days', below: Number.POSITIVE_INFINITY },
];

/**
 * Counts `values` per band, every band present (in order, zeros included) so charts keep their axis;
 * an empty map when there are no values at all.
 */
export function distribution(
  values: ReadonlyArray<number>,
  bands: ReadonlyArray<Band>,
): Record<string, number> {
  const counts: Record<string, number> = {};
  if (values.length === 0) return counts;
  for (const band of bands) counts[band.label] = 0;
  for (const value of values) {
    const band = bands.find((candidate) => value < candidate.below) ?? bands[bands.length - 1];
    if (band) counts[band.label] = (counts[band.label] ?? 0) + 1;
  }
  return counts;
}
