/** Whether the Next button is enabled: it is disabled on the last page, and when there are no pages (SPEC §5). */
export function canGoNext(current: number, totalPages: number): boolean {
  return current < totalPages;
}
