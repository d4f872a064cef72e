import type { ComponentType } from 'react';
import type { PlaylistInfo } from '@domain/catalog/catalog-contracts';
import { useContainer } from '@shared/di/container-context';

/** What the playlist page hands to the sections other features add to it. */
export interface PlaylistAnalysisSlotProps {
  /** The playlist's Spotify id (the page's route id). */
  readonly spotifyId: string;
  /** The playlist info the page has loaded. */
  readonly playlist: PlaylistInfo;
}

/**
 * Sections another feature adds to the playlist page, bound by the app at startup: the page never
 * imports that feature (features stay independent), it renders what is bound here.
 */
export interface PlaylistExtras {
  /** 'Our Detailed Analysis' and the way to the playlist analysis view. */
  readonly AnalysisSection: ComponentType<PlaylistAnalysisSlotProps>;
}

export const PlaylistExtras = Symbol.for('PlaylistExtras');

/**
 * Where the playlist page shows the analysis: render it for a signed-in user on a tracked playlist
 * once its info has loaded (docs/product.md §4). Renders nothing when no feature provides it.
 */
export function PlaylistAnalysisSlot(props: PlaylistAnalysisSlotProps) {
  const container = useContainer();
  if (!container.isBound(PlaylistExtras)) return null;
  const { AnalysisSection } = container.get<PlaylistExtras>(PlaylistExtras);
  return <AnalysisSection {...props} />;
}
