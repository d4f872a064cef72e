/** Rounds to two decimals, keeping scores readable in API answers. */
export function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}
