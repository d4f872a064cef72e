import { itemKey, parseItemKey } from '@domain/catalog/item-key';
import { type ItemLinkAnswer, parseDeezerTwinInput } from '@domain/item-links';
import type { Clock } from '@domain/ports';
import { linkAnswer } from '../link-answer';
import type { ItemLinkStore, ItemRef, TwinService } from '../ports';
import { ok, refuse, type Result } from '../../platform/result';

export interface SetItemLinkDeps {
  readonly store: ItemLinkStore;
  readonly deezer: TwinService;
  readonly clock: Clock;
}

export interface SetItemLinkInput extends ItemRef {
  /** What the user typed: a Deezer id, item key or page URL. */
  readonly deezer: string;
  readonly userId: number;
}

/** A signed-in user sets the Deezer twin of a Spotify item (the one it replaces is rejected). */
export async function setItemLink(
  deps: SetItemLinkDeps,
  input: SetItemLinkInput,
): Promise<Result<ItemLinkAnswer>> {
  const spotify = parseItemKey(input.spotifyKey);
  if (spotify?.service !== 'spotify') return refuse('invalid', 'Only Spotify items link to Deezer.');
  const twinId = parseDeezerTwinInput(input.deezer, input.kind);
  if (twinId === null) return refuse('invalid', `Please enter a Deezer ${input.kind} link or id.`);
  const read =
    input.kind === 'artist'
      ? await deps.deezer.getArtist(twinId)
      : input.kind === 'track'
        ? await deps.deezer.getTrack(twinId)
        : await deps.deezer.getAlbum(twinId);
  if (!read.ok) {
    return read.error.kind === 'not_found'
      ? refuse('invalid', `Deezer has no ${input.kind} with id ${twinId}.`)
      : refuse('unavailable', 'Deezer is unavailable right now. Please try again later.');
  }
  const link = {
    kind: input.kind,
    spotifyKey: input.spotifyKey,
    deezerKey: itemKey({ service: 'deezer', id: twinId }),
  };
  await deps.store.saveByUser(link, input.userId, deps.clock.now());
  return ok(linkAnswer({ ...link, method: 'user', confirmed: true }, []));
}
