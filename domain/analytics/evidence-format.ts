/** `12345.6` → `"12,346"`: rounded, with thousands separators, independent of the runtime locale. */
export function formatWholeNumber(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && rounded !== 0 ? `-${digits}` : digits;
}

/** Like {@link formatWholeNumber} with an explicit sign: `"+1,234"`, `"-56"`, `"0"`. */
export function formatSignedNumber(value: number): string {
  const text = formatWholeNumber(value);
  return Math.round(value) > 0 ? `+${text}` : text;
}

/** Epoch milliseconds → `dd/mm/yyyy` in UTC (SPEC §9 date labels). */
export function formatDay(epochMs: number): string {
  const iso = new Date(epochMs).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** `1` → `"1 check"`, `3` → `"3 checks"`. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatWholeNumber(count)} ${count === 1 ? singular : pluralForm}`;
}

/** Rounds to two decimals, keeping scores readable in API answers. */
export function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}
