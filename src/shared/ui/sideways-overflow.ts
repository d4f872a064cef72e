import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether the element behind `ref` holds more than it shows sideways, and whether it is scrolled to
 * its right end: what a "scroll for more" cue needs. Re-measured on resize, on scroll and when
 * `contents` changes (the element may mount only then).
 */
export function useSidewaysOverflow(
  ref: RefObject<HTMLElement | null>,
  contents: unknown,
): { more: boolean; atEnd: boolean } {
  const [state, setState] = useState({ more: false, atEnd: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `contents` is the trigger (the element may mount with it)
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const more = element.scrollWidth > element.clientWidth + 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setState((previous) =>
        previous.more === more && previous.atEnd === atEnd ? previous : { more, atEnd },
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, contents]);
  return state;
}
