import { useEffect } from 'react';

/** How long the page above a late target may keep moving it before the page leaves the scroll alone. */
const SETTLE_MS = 4000;
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings the element `id` into view when the address names it (`#id`). The browser's own jump runs
 * at load, before a target drawn after its data arrives exists; and content loading above it moves
 * it again, so it is kept in view while the page settles, until the reader scrolls themself.
 */
export function useScrollToHash(id: string): void {
  useEffect(() => {
    if (window.location.hash !== `#${id}`) return;
    const target = document.getElementById(id);
    if (!target) return;
    const bring = () => target.scrollIntoView({ block: 'start' });
    bring();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(bring);
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const name of USER_SCROLLS) window.removeEventListener(name, stop);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const name of USER_SCROLLS) window.addEventListener(name, stop, { passive: true });
    return stop;
  }, [id]);
}
