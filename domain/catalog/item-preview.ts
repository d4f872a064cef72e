import { formatCareerLongevity, NOT_AVAILABLE } from '../formatting';
import { REPORT_VERDICTS } from '../reports/report-view';
import { type MetricUnit, metricCard } from '../tracking/metric-cards';
import type { ArtistDetails, ChartVerdict, PlaylistInfo, TrackDetails } from './catalog-contracts';
import { type HeaderGrade, headerGrade } from './header-grade';

/** The item pages that anyone may open and share (docs/product.md §2). */
export const PUBLIC_ITEM_KINDS = ['artist', 'track', 'playlist'] as const;
export type PublicItemKind = (typeof PUBLIC_ITEM_KINDS)[number];

/** What each kind's page reads: the answer of `GET /api/{kind}/{id}`. */
export interface PublicItemAnswers {
  readonly artist: ArtistDetails;
  readonly track: TrackDetails;
  readonly playlist: PlaylistInfo;
}

/** One key number as the page's signed-out card shows it (`Followers`, `1,234`). */
export interface PreviewFigure {
  readonly label: string;
  readonly text: string;
}

export interface PreviewGrade {
  readonly verdict: ChartVerdict;
  /** The badge's words, e.g. `Likely botted`. */
  readonly text: string;
  readonly tone: 'good' | 'warn' | 'bad' | 'neutral';
  /** `high confidence`; null for `insufficient_data`. */
  readonly confidence: string | null;
  readonly summary: string;
}

/**
 * An item page's first screen and link preview, from the answer its page reads: what the server
 * writes into the HTML before the app runs (server/http/item-page-html.ts), in the page's words.
 */
export interface ItemPreview {
  readonly kind: PublicItemKind;
  /** `Artist`, `Track`, `Playlist`. */
  readonly kindLabel: string;
  readonly name: string;
  readonly image: string | null;
  readonly imageAlt: string;
  /** An artist's picture is drawn round. */
  readonly roundImage: boolean;
  /** The hero's facts (genres, career longevity; a playlist's owner). */
  readonly facts: readonly PreviewFigure[];
  /** The item on its music service ("Open in Spotify"). */
  readonly serviceUrl: string;
  /** A playlist's description as plain text (its HTML's tags dropped); null without one. */
  readonly descriptionText: string | null;
  /** `by A, B` for a track; null otherwise. */
  readonly byline: string | null;
  readonly figures: readonly PreviewFigure[];
  readonly grade: PreviewGrade | null;
  /** A playlist's grade beside its name (header-grade.ts); null for other kinds. */
  readonly headerGrade: HeaderGrade | null;
  /** One sentence for `<meta name="description">` and the link preview, with the key numbers. */
  readonly description: string;
}

/** The preview of an item page from its answer. */
export function itemPreview<K extends PublicItemKind>(kind: K, answer: PublicItemAnswers[K]): ItemPreview {
  if (kind === 'artist') return artistPreview(answer as ArtistDetails);
  if (kind === 'track') return trackPreview(answer as TrackDetails);
  return playlistPreview(answer as PlaylistInfo);
}

/** A figure in the words of the page's signed-out metric card. */
function figure(label: string, unit: MetricUnit, current: number | null): PreviewFigure {
  return { label, text: metricCard({ label, unit, current, history: null }).valueText };
}

function artistPreview(artist: ArtistDetails): ItemPreview {
  const figures = [
    figure('Followers', 'count', artist.followers),
    figure('Popularity', 'points', artist.popularity),
  ];
  const genres = artist.genres.length > 0 ? ` Genres: ${artist.genres.slice(0, 3).join(', ')}.` : '';
  return {
    kind: 'artist',
    kindLabel: 'Artist',
    name: artist.name,
    image: artist.profile_image,
    imageAlt: artist.name,
    roundImage: true,
    facts: [
      { label: 'Genres', text: artist.genres.length > 0 ? artist.genres.join(', ') : NOT_AVAILABLE },
      ...(artist.career_longevity === null
        ? []
        : [{ label: 'Career longevity', text: formatCareerLongevity(artist.career_longevity) }]),
    ],
    serviceUrl: artist.profile_url,
    descriptionText: null,
    byline: null,
    figures,
    grade: null,
    headerGrade: null,
    description: `Artist on Chartpulse: ${figureSentence(figures)}.${genres}`,
  };
}

function trackPreview(track: TrackDetails): ItemPreview {
  const images = track.album.images;
  const figures = [figure('Popularity', 'points', track.popularity)];
  const artists = track.artists.map((artist) => artist.name).join(', ');
  const byline = artists === '' ? null : `by ${artists}`;
  return {
    kind: 'track',
    kindLabel: 'Track',
    name: track.name,
    image: (images[1] ?? images[0])?.url ?? null,
    imageAlt: `Cover of ${track.album.name}`,
    roundImage: false,
    facts: [],
    serviceUrl: track.external_urls.spotify,
    descriptionText: null,
    byline,
    figures,
    grade: null,
    headerGrade: null,
    description: `Track${byline ? ` ${byline}` : ''} on Chartpulse: ${figureSentence(figures)}.`,
  };
}

function playlistPreview(playlist: PlaylistInfo): ItemPreview {
  const figures = [
    figure('Followers', 'count', playlist.followers),
    figure('Tracks', 'count', playlist.total_tracks),
  ];
  const analysis = playlist.chart_analysis;
  const badge = REPORT_VERDICTS[analysis.verdict];
  const confidence = analysis.verdict === 'insufficient_data' ? null : `${analysis.confidence} confidence`;
  const grade: PreviewGrade = {
    verdict: analysis.verdict,
    text: badge.text,
    tone: badge.tone,
    confidence,
    summary: analysis.summary,
  };
  const gradeText = confidence ? `${badge.text} (${confidence})` : badge.text;
  return {
    kind: 'playlist',
    kindLabel: 'Playlist',
    name: playlist.name,
    image: playlist.image,
    imageAlt: `Cover of ${playlist.name}`,
    roundImage: false,
    facts: [{ label: 'Owner', text: playlist.owner.name ?? NOT_AVAILABLE }],
    serviceUrl: playlist.spotify_url,
    descriptionText: playlist.description ? plainText(playlist.description) || null : null,
    byline: null,
    figures,
    grade,
    headerGrade: headerGrade(analysis, playlist.first_look ?? null),
    description: `Playlist on Chartpulse: ${figureSentence(figures)}. Follower bot check: ${gradeText}.`,
  };
}

/** `Followers 1,234 · Popularity 56`. */
function figureSentence(figures: readonly PreviewFigure[]): string {
  return figures.map((figure) => `${figure.label} ${figure.text}`).join(' · ');
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
  '#x2F': '/',
  nbsp: '\u00a0',
};

/** The text of a description's HTML: tags dropped, the common entities read (escape it to show it). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(amp|lt|gt|quot|apos|#39|#x27|#x2F|nbsp);/gi,
      (entity, name: string) => ENTITIES[name] ?? entity,
    )
    .trim();
}
