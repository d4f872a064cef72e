import type { ItemLinkStore, ItemRef } from '../ports';
import { ok, refuse, type Result } from '../../platform/result';

export const LINK_REJECTED_MESSAGE = 'Thanks: this link is removed and will not be made again.';

/** A signed-in user says the link in force is wrong: it is kept as rejected, so it is never re-made. */
export async function rejectItemLink(
  deps: { readonly store: ItemLinkStore },
  input: ItemRef & { readonly userId: number },
): Promise<Result<{ message: string }>> {
  const rejected = await deps.store.reject(input, input.userId);
  if (!rejected) return refuse('not_found', 'This item has no Deezer link.');
  return ok({ message: LINK_REJECTED_MESSAGE });
}
