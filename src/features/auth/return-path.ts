/**
 * The in-app path remembered in router state (`state.from`), as a string or a location object;
 * null when absent, not a local path, or the auth screens themselves.
 */
export function returnPathFrom(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  const path = typeof from === 'string' ? from : locationPath(from);
  if (!path?.startsWith('/') || path.startsWith('//')) return null;
  if (/^\/(login|register)(\/|\?|#|$)/.test(path)) return null;
  return path;
}

function locationPath(value: unknown): string | null {
  if (!value || typeof value !== 'object' || !('pathname' in value)) return null;
  const { pathname, search, hash } = value as Partial<Record<'pathname' | 'search' | 'hash', unknown>>;
  if (typeof pathname !== 'string') return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}
