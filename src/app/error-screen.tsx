import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * A page's code could not be fetched: a dynamic import or its stylesheet failed (a deploy under the
 * open tab, or an outage). Chromium, Firefox and Safari word the import failure differently; Vite's
 * preload helper says 'Unable to preload CSS for …'.
 */
const PAGE_LOAD_FAILURE = /dynamically imported module|module script failed|preload CSS/i;

/**
 * The router-level fallback (docs/product.md §2): 'Unexpected Application Error!', then the error text.
 * A page whose code could not be fetched gets a way out instead: Reload.
 */
export function RouterErrorScreen() {
  const error = useRouteError();
  if (error instanceof Error && PAGE_LOAD_FAILURE.test(error.message)) {
    return (
      <main className="error-screen" role="alert">
        <h1>Chartpulse was updated or is unreachable</h1>
        <p className="error-screen-detail">Reload to get the latest version.</p>
        <button type="button" className="button button-primary" onClick={() => location.reload()}>
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
