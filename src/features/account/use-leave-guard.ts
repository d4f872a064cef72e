import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router-dom';

/**
 * While `dirty`, leaving asks first: in-app navigation to another page is held by the router (the
 * caller shows its question and then proceeds or resets the blocker), and closing or reloading the
 * tab gets the browser's own prompt.
 */
export function useLeaveGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return blocker;
}
