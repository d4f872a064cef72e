import { parseItemKey } from '@domain/catalog/item-key';
import type { ItemLinkAnswer, LinkedFigure } from '@domain/item-links';
import type { StoredLink } from './ports';

/** A stored link as the item pages get it, with the twin's page in this app. */
export function linkAnswer(link: StoredLink, figures: readonly LinkedFigure[]): ItemLinkAnswer {
  const twinId = parseItemKey(link.deezerKey)?.id ?? '';
  return {
    kind: link.kind,
    spotify_key: link.spotifyKey,
    deezer_key: link.deezerKey,
    path: `/deezer/${link.kind}/${twinId}`,
    method: link.method,
    confirmed: link.confirmed,
    figures,
  };
}
