import { formatCount } from '@domain/formatting';
import { itemPath } from '@domain/links';
import type { PlacementDigest, PlacementMention } from '@domain/tracking';
import { Link } from 'react-router-dom';

/** What the placements column says when there is nothing to report. */
export const NO_PLACEMENT_NEWS_TEXT = 'No news';

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The cell's line: "2 added, 1 removed, 1 on a likely botted playlist" (the parts there are). */
export function placementSummary({ added, removed, botted }: PlacementDigest): string {
  const parts = [
    added.length > 0 ? `${formatCount(added.length)} added` : null,
    removed.length > 0 ? `${formatCount(removed.length)} removed` : null,
    botted.length > 0
      ? `${count(botted.length, 'on a likely botted playlist', 'on likely botted playlists')}`
      : null,
  ];
  return parts.filter((part) => part !== null).join(', ') || NO_PLACEMENT_NEWS_TEXT;
}

const LINES: ReadonlyArray<{ key: keyof PlacementDigest; words: string }> = [
  { key: 'added', words: 'Added to' },
  { key: 'removed', words: 'Removed from' },
  { key: 'botted', words: 'On' },
];

const trackOf = (mention: PlacementMention) => (mention.track_name ? ` (${mention.track_name})` : '');

/** Every playlist the news names, as one line each: what the cell's tooltip says. */
export function placementLines(digest: PlacementDigest): string[] {
  return LINES.flatMap(({ key, words }) =>
    digest[key].map(
      (mention) =>
        `${words} ${mention.playlist_name}${trackOf(mention)}${key === 'botted' ? ', graded likely botted' : ''}`,
    ),
  );
}

/**
 * A track's or artist's placements news (docs/product.md §2 Dashboard): playlists joined and left in
 * the last day and current places on likely botted playlists, counted on one line and named on hover
 * (title) and when opened (each linking to its playlist). A dash when the server does not say.
 */
export function PlacementsCell({ placements }: { placements: PlacementDigest | null }) {
  if (placements === null) return <>—</>;
  const summary = placementSummary(placements);
  if (summary === NO_PLACEMENT_NEWS_TEXT) return <span className="placements-none">{summary}</span>;
  return (
    <details className="placements-cell">
      <summary
        className={placements.botted.length > 0 ? 'placements-botted' : undefined}
        title={placementLines(placements).join('\n')}
      >
        {summary}
      </summary>
      <ul>
        {LINES.flatMap(({ key, words }) =>
          placements[key].map((mention) => (
            <li key={`${key}:${mention.playlist_id}`}>
              {words} <Link to={itemPath('playlist', mention.playlist_id)}>{mention.playlist_name}</Link>
              {trackOf(mention)}
              {key === 'botted' && ', graded likely botted'}
            </li>
          )),
        )}
      </ul>
    </details>
  );
}
