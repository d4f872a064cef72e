import type { ItemPreview, PublicItemKind } from '@domain/catalog/item-preview';
import type { Limit } from './rate-counter';

/**
 * What the HTML of a public item page is made from: the API's own answer for the item (embedded so
 * the app reads it instead of asking again) and the preview drawn from it.
 */
export type ItemPageRead =
  | {
      readonly status: 'found';
      /** The exact JSON body `GET /api/{kind}/{id}` answers (`{"success":true,…}`). */
      readonly body: string;
      readonly preview: ItemPreview;
    }
  | {
      /** No such item, or a key that can name none: the page answers 404 with the app's not-found state. */
      readonly status: 'not_found';
      /** What the API answers for it: 404, or 400 for a malformed id. */
      readonly apiStatus: number;
      readonly body: string;
    }
  /** The music service could not answer now: the page is served without the item, the app asks. */
  | { readonly status: 'unavailable' };

/**
 * The port the SPA's item pages read through (the catalog answers it): one item by its kind and item
 * key (`domain/catalog/item-key.ts`: a bare Spotify id, or `deezer:{id}`).
 */
export interface ItemPageSource {
  read(kind: PublicItemKind, key: string, visitor: ItemPageVisitor): Promise<ItemPageRead>;
}

/**
 * Who asks for the page: a read that would reach the music service spends the visitor's share of
 * its budget first (the one the catalog's API routes spend); over budget, the page goes out without
 * the item (`unavailable`) and the app's own call meets the 429.
 */
export interface ItemPageVisitor {
  spend(budget: string, limit: Limit): Promise<boolean>;
}
