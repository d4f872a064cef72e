import type { CuratorAnswer } from '../../tracking/curator-contracts';
import type { Placement } from '../../tracking/placements';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/**
 * Public reads over the playlists the install reads (like the item pages): those carrying a track,
 * or any of an artist's tracks, and one curator's.
 */
export interface PlacementsGateway {
  placements(kind: 'artist' | 'track', spotifyId: string): Promise<RemoteResult<readonly Placement[]>>;
  /** One owner's playlists with grades, by the owner's key (a playlist answer's `owner.id`). */
  curator(ownerKey: string): Promise<RemoteResult<CuratorAnswer>>;
}

export const PlacementsGateway: PortToken<PlacementsGateway> = Symbol.for('PlacementsGateway');
