import type { MusicSourceName } from '../config';

/** What each service gives an install, in the start line's words (docs/integrations.md#which-number-each-service-gives). */
const GIVES: Record<MusicSourceName, string> = {
  demo: 'embedded demo catalog, offline',
  spotify:
    'playlist followers; artist followers and popularity, track popularity, top tracks and others’ playlist contents only with Extended Quota',
  deezer: 'artist fans, playlist fans and contents with dates added, track rank, ISRC and UPC lookups',
};

/** The start line's account of the music services, e.g. "deezer (artist fans, …)". */
export function describeMusicSources(sources: readonly MusicSourceName[]): string {
  return sources.map((source) => `${source} (${GIVES[source]})`).join(', ');
}
