import type { PublicItemKind } from './item-preview';

/**
 * The API answers a server-rendered item page carries in its HTML (`<script type="application/json"
 * id="first-answers">`), so the app shows the item without asking for it again: what
 * `GET /api/{kind}/{id}` answered, with its status.
 */
export interface FirstAnswer {
  readonly kind: PublicItemKind;
  /** The item key (`domain/catalog/item-key.ts`): a bare Spotify id, or `deezer:{id}`. */
  readonly key: string;
  readonly status: number;
  readonly body: unknown;
}

/** The id of the script element that holds the page's `FirstAnswer[]`. */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';
