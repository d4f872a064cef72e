import { parseItemKey } from '@domain/catalog/item-key';
import type { ItemLinkAnswer } from '@domain/item-links';
import { linkAnswer } from '../link-answer';
import type { ItemLinkStore, ItemRef, LinkScheduler, TwinFigures } from '../ports';
import { ok, type Result } from '../../platform/result';

export interface GetItemLinkDeps {
  readonly store: ItemLinkStore;
  readonly figures: TwinFigures;
  readonly scheduler: LinkScheduler;
}

/**
 * The Deezer twin of a Spotify item when one is known, with its figures. When none is, one is looked
 * for in the background (the page is never kept waiting): a later visit shows it.
 */
export async function getItemLink(
  deps: GetItemLinkDeps,
  item: ItemRef,
): Promise<Result<ItemLinkAnswer | null, never>> {
  const link = await deps.store.current(item);
  if (!link) {
    deps.scheduler.linkSoon(item);
    return ok(null);
  }
  const twinId = parseItemKey(link.deezerKey)?.id;
  const figures = twinId ? await deps.figures.figuresOf(link.kind, twinId) : [];
  return ok(linkAnswer(link, figures));
}
