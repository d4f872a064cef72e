import { groupThousands } from './group-thousands';

/** `value` with exactly two decimals and thousands separators; `-0.00` is written `0.00`. */
export function formatFixedTwo(value: number): string {
  const fixed = value.toFixed(2);
  return groupThousands(/^-0\.00$/.test(fixed) ? '0.00' : fixed);
}
