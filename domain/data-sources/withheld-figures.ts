import { type MusicServiceName, musicServiceLabel } from '../catalog/item-key';

/**
 * A number a music service did not give us for an item. Answers list them (`withheld`) so a page can
 * say so in words instead of showing an empty chart or a 0 (docs/integrations.md#what-spotify-withholds).
 */
export const WITHHELD_FIGURES = ['followers', 'popularity', 'contents'] as const;
export type WithheldFigure = (typeof WITHHELD_FIGURES)[number];

export type WithheldItemKind = 'artist' | 'track' | 'playlist';

const WORDS: Record<WithheldItemKind, Partial<Record<WithheldFigure, string>>> = {
  artist: { followers: 'artist followers', popularity: 'artist popularity' },
  track: { popularity: 'track popularity' },
  playlist: { followers: 'playlist followers', contents: 'playlist contents' },
};

/** "Spotify does not give artist followers to this installation". */
export function withheldSentence(
  service: MusicServiceName,
  kind: WithheldItemKind,
  figure: WithheldFigure,
): string {
  const words = WORDS[kind][figure] ?? `${kind} ${figure}`;
  return `${musicServiceLabel(service)} does not give ${words} to this installation`;
}

/** The figures of an item's answer that came back null: the service withheld them. */
export function withheldOf<T extends WithheldFigure>(
  figures: Readonly<Partial<Record<T, unknown>>>,
  names: readonly T[],
): T[] {
  return names.filter((name) => figures[name] === null);
}
