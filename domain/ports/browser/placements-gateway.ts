import type { Placement } from '../../tracking/placements';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/** The tracked playlists carrying a track, or any of an artist's tracks (public, like the item pages). */
export interface PlacementsGateway {
  placements(kind: 'artist' | 'track', spotifyId: string): Promise<RemoteResult<readonly Placement[]>>;
}

export const PlacementsGateway: PortToken<PlacementsGateway> = Symbol.for('PlacementsGateway');
