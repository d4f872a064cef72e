import { Link } from 'react-router-dom';

/** Shown when the music service has no item with this id (a 404 from the API). */
export function ItemNotFound({ what }: { what: 'artist' | 'track' | 'playlist' }) {
  return (
    <section className="page item-not-found" aria-labelledby="item-not-found-title">
      <h1 id="item-not-found-title">We couldn't find that {what}</h1>
      <p>
        The link may be mistyped, or the {what} may have been removed from Spotify. Try searching for it
        instead.
      </p>
      <p>
        <Link className="button button-primary" to="/">
          Go to search
        </Link>
      </p>
    </section>
  );
}
