const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * A track length for display (docs/product.md §2 Track page): `mm:ss` below an hour, `hh:mm:ss` from one hour,
 * every part two digits, e.g. `215000` → `'03:35'`, `3723000` → `'01:02:03'`. Milliseconds are
 * truncated to whole seconds; negative or non-finite input reads `'00:00'`.
 */
export function formatDuration(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const minutesAndSeconds = `${pad(minutes)}:${pad(seconds)}`;
  return hours > 0 ? `${pad(hours)}:${minutesAndSeconds}` : minutesAndSeconds;
}
