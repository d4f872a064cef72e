/** Whether the Previous button is enabled: it is disabled on page 1 (SPEC §5). */
export function canGoPrevious(current: number): boolean {
  return current > 1;
}
