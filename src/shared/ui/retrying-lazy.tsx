import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * `React.lazy` that tries a failed import once more. React's own lazy keeps a failed import for the
 * life of the page, so one dropped chunk request (a network blip, a test file torn down while a
 * part was still loading) would leave that part broken until a reload. Here the next draw of the
 * part (React draws it again as soon as the import fails) loads it afresh; a second failure is shown
 * by the nearest error boundary and kept, so a chunk that is really gone is not requested forever.
 */
export function retryingLazy<P extends object>(load: Load<P>): ComponentType<P> {
  let spareTry = true;
  let current = attempt();

  function attempt(): LazyExoticComponent<ComponentType<P>> {
    return lazy(() =>
      load().catch((error: unknown) => {
        if (spareTry) {
          spareTry = false;
          current = attempt();
        }
        throw error;
      }),
    );
  }

  function RetryingLazy(props: P) {
    const Part = current as ComponentType<P>;
    return <Part {...props} />;
  }
  return RetryingLazy;
}
