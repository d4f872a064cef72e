import { itemPath } from '@domain/links';
import { Link } from 'react-router-dom';
import { formatCount } from '@domain/formatting';
import { resultImages, type SearchResult, smallestImageUrl } from './search-results';

/** The result rows: smallest image, name linking to the item page, per-type details (docs/product.md §2). */
export function ResultList({ results }: { results: readonly SearchResult[] }) {
  return (
    <ol className="result-list">
      {results.map((result) => {
        const key = `result-${result.type}-${result.item.id}`;
        return (
          <li key={key}>
            {/* The whole row is one link (a big target); its name is its visible text, item name first. */}
            <Link className="result" to={itemPath(result.type, result.item.id)}>
              <ResultImage url={smallestImageUrl(resultImages(result))} round={result.type === 'artist'} />
              <span className="result-body">
                <span className="result-name" id={`${key}-name`}>
                  {result.item.name}
                </span>
                <span id={`${key}-details`}>
                  <ResultDetails result={result} />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

function ResultImage({ url, round }: { url: string | null; round: boolean }) {
  const className = round ? 'result-image round' : 'result-image';
  if (!url) return <span className={`${className} placeholder`} aria-hidden="true" />;
  return <img className={className} src={url} alt="" width={64} height={64} loading="lazy" />;
}

function ResultDetails({ result }: { result: SearchResult }) {
  if (result.type === 'track') {
    const artists = result.item.artists.map((artist) => artist.name).join(', ');
    return <DetailLine parts={[artists, result.item.album.name]} />;
  }
  if (result.type === 'artist') {
    const genres = result.item.genres.join(', ');
    return <DetailLine parts={[`Followers: ${formatCount(result.item.followers.total)}`, genres]} />;
  }
  return <span className="result-details">By {result.item.owner.display_name ?? 'unknown owner'}</span>;
}

/** Non-empty parts separated by dots; each dot travels with the part after it when lines wrap. */
function DetailLine({ parts }: { parts: readonly string[] }) {
  const shown = parts.filter((part) => part !== '');
  return (
    <span className="result-details">
      {shown.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional (artist, then album)
        <span key={index}>
          {index > 0 ? (
            <span className="separator" aria-hidden="true">
              •{' '}
            </span>
          ) : null}
          {part}
        </span>
      ))}
    </span>
  );
}
