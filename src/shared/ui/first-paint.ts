import { createContext } from 'react';

/**
 * True while the app is rendered at build time into the HTML's first paint (src/app/first-paint.tsx).
 * That copy shows before the scripts run and is replaced by the live app, so controls whose input
 * would be lost in the swap render inert there.
 */
export const FirstPaint = createContext(false);
