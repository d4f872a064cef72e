/** Shown when an item could not be loaded (no answer, a server error, too many requests): never an endless "Loading...". */
export function ItemLoadFailed({
  what,
  onRetry,
}: {
  what: 'artist' | 'track' | 'playlist' | 'curator';
  onRetry: () => void;
}) {
  return (
    <section className="page item-not-found" aria-labelledby="item-load-failed-title">
      <h1 id="item-load-failed-title">We couldn't load this {what}</h1>
      <p role="alert">Something went wrong while loading the {what}. Please try again in a moment.</p>
      <p>
        <button type="button" className="button button-primary" onClick={onRetry}>
          Retry
        </button>
      </p>
    </section>
  );
}
