import { formatCount } from '../formatting/numbers';

/** `1` → `"1 check"`, `3` → `"3 checks"`. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}

/** Rounds to two decimals, keeping scores readable in API answers. */
export function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}
