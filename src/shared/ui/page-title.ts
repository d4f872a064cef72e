import { useEffect } from 'react';

export const PRODUCT_NAME = 'Chartpulse';

/** `{name} | Chartpulse`, or the bare product name when there is no name yet. */
export function pageTitle(name: string | null | undefined): string {
  return name ? `${name} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the document title while the calling page is shown. */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
