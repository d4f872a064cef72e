import type { ItemLinkAnswer, ItemLinkResponse, LinkedKind } from '../../item-links/item-links-contracts';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/** A Spotify item's Deezer twin: read by every visitor, corrected by signed-in users. */
export interface ItemLinksGateway {
  /** `GET /api/item-links/{kind}/{key}`. */
  link(kind: LinkedKind, key: string): Promise<RemoteResult<ItemLinkResponse>>;
  /** `PUT /api/item-links`: `deezer` is a Deezer id, item key or page URL. */
  setLink(kind: LinkedKind, key: string, deezer: string): Promise<RemoteResult<ItemLinkAnswer>>;
  /** `DELETE /api/item-links`: this link is wrong (never made again). */
  rejectLink(kind: LinkedKind, key: string): Promise<RemoteResult<{ readonly message: string }>>;
}

export const ItemLinksGateway: PortToken<ItemLinksGateway> = Symbol.for('ItemLinksGateway');
