import { type PublicItemKind, itemPreview } from '@domain/catalog/item-preview';
import type { ItemPageRead, ItemPageSource } from '../http/item-pages';
import { itemFailureError } from './routes/catalog-failures';
import { answerBody } from './routes/catalog-replies';
import { MUSIC_SERVICE_BUDGET, type MusicServiceBudget } from './routes/music-service-budget';
import { itemReadsMusicService } from './catalog-cache-keys';
import type { ItemFailure } from './catalog-failure';
import { type GetCatalogItemDeps, getCatalogItem } from './use-cases/get-catalog-item';
import { type GetPlaylistDeps, getPlaylist } from './use-cases/get-playlist';

export interface PublicItemPagesDeps {
  readonly items: GetCatalogItemDeps;
  readonly playlists: GetPlaylistDeps;
  /** The per-IP budget of reads that reach the music service, shared with the API's routes. */
  readonly budget: MusicServiceBudget;
}

/**
 * The catalog's answers for the server-rendered item pages: the same use cases and cache as
 * `GET /api/{kind}/{id}` (or its `/api/deezer/…` twin), so the embedded body is byte for byte the
 * API's, whichever service the item key names.
 */
export function publicItemPages(deps: PublicItemPagesDeps): ItemPageSource {
  return {
    async read(kind, key, visitor) {
      // A malformed id, or a service that is off, gets the API's own answer from the use case.
      const id = key;
      if (itemReadsMusicService(deps.items.cache, kind, id)) {
        const limit = { max: deps.budget.perIp, windowMs: deps.budget.windowMs };
        if (!(await visitor.spend(MUSIC_SERVICE_BUDGET, limit))) return { status: 'unavailable' };
      }
      if (kind === 'playlist') {
        const playlist = await getPlaylist(deps.playlists, { id, forceRefresh: false, userId: null });
        if (!playlist.ok) return missing(kind, playlist.error);
        const body = JSON.stringify({ success: true, ...playlist.value });
        return { status: 'found', body, preview: itemPreview('playlist', playlist.value) };
      }
      const answer = await getCatalogItem(deps.items, { type: kind, id });
      if (!answer.ok) return missing(kind, answer.error);
      const preview = itemPreview(kind, JSON.parse(answer.value));
      return { status: 'found', body: answerBody(answer.value), preview };
    },
  };
}

function missing(kind: PublicItemKind, failure: ItemFailure): ItemPageRead {
  if (failure !== 'not_found' && failure !== 'invalid_id') return { status: 'unavailable' };
  const error = itemFailureError(failure, kind);
  const body = JSON.stringify({ success: false, error: error.message });
  return { status: 'not_found', apiStatus: error.statusCode, body };
}
