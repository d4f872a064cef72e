import type { Location } from 'react-router-dom';

/** Router state that carries where a visitor came from, for the return after login. */
export interface FromState {
  readonly from: string;
}

/**
 * The state to pass with a link or redirect to /login so the visitor comes back to `location` (the
 * login page reads it with returnPathFrom, in features/auth, off the first load of `/`).
 */
export function loginState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): FromState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}
