import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The router-level fallback (docs/product.md §2): 'Unexpected Application Error!', then the error text. */
export function RouterErrorScreen() {
  const error = useRouteError();
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
