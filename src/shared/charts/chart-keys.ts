/** What a key does to a focused chart. */
export type ChartKeyAction =
  | { readonly kind: 'step'; readonly by: number }
  | { readonly kind: 'first' }
  | { readonly kind: 'last' }
  | { readonly kind: 'zoom'; readonly factor: number }
  | { readonly kind: 'reset' }
  | { readonly kind: 'leave' };

/** Points skipped by Page Up / Page Down. */
const PAGE_STEP = 10;

const ACTIONS: Readonly<Record<string, ChartKeyAction>> = {
  ArrowRight: { kind: 'step', by: 1 },
  ArrowLeft: { kind: 'step', by: -1 },
  PageDown: { kind: 'step', by: PAGE_STEP },
  PageUp: { kind: 'step', by: -PAGE_STEP },
  Home: { kind: 'first' },
  End: { kind: 'last' },
  '+': { kind: 'zoom', factor: 2 },
  '=': { kind: 'zoom', factor: 2 },
  '-': { kind: 'zoom', factor: 0.5 },
  '0': { kind: 'reset' },
  Escape: { kind: 'leave' },
};

export function chartKeyAction(key: string): ChartKeyAction | null {
  return ACTIONS[key] ?? null;
}

/**
 * The point a step action lands on, among `count` points. With no point chosen yet (`current` -1) a
 * forward step starts at the first point in view and a backward one at the last.
 */
export function steppedIndex(
  current: number,
  by: number,
  count: number,
  visible: { readonly first: number; readonly last: number },
): number {
  if (count === 0) return -1;
  if (current < 0) return by > 0 ? visible.first : visible.last;
  return Math.min(count - 1, Math.max(0, current + by));
}
