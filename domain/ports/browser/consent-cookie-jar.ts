import type { ConsentChoice } from '../../consent';

/** Where the visitor's cookie choice is remembered (the browser's own cookies; local, never fails). */
export interface ConsentCookieJar {
  read(): ConsentChoice | null;
  write(choice: ConsentChoice, days: number): void;
}

export const ConsentCookieJar = Symbol.for('ConsentCookieJar');
