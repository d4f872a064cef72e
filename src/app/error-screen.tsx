import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isPageLoadError } from '@shared/routing/lazy-route';

export const PAGE_LOAD_FAILED = 'Chartpulse was updated or is unreachable';

/**
 * The router-level fallback (docs/product.md §2): 'Unexpected Application Error!', then the error text.
 * A page whose code could not be fetched (a deploy or an outage) gets a way out instead: Reload.
 */
export function RouterErrorScreen() {
  const error = useRouteError();
  if (isPageLoadError(error)) {
    return (
      <main className="error-screen" role="alert">
        <h1>{PAGE_LOAD_FAILED}</h1>
        <p className="error-screen-detail">
          This page could not be loaded. Reload to get the latest version, or try again in a moment if you are
          offline.
        </p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>
    );
  }
  return (
    <main className="error-screen" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="error-screen-detail">{errorText(error)}</p>
      <a className="button button-primary" href="/">
        Back to Chartpulse
      </a>
    </main>
  );
}

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
