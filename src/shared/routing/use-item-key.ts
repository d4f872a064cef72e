import { useLocation, useParams } from 'react-router-dom';
import { itemKey } from '@domain/catalog/item-key';

/**
 * The item key of the page's route (domain/catalog/item-key.ts): the `param` id as it is on
 * Spotify's routes (`/artist/:id`), `deezer:{id}` on Deezer's (`/deezer/artist/:id`).
 */
export function useItemKey(param = 'id'): string | undefined {
  const id = useParams()[param];
  const { pathname } = useLocation();
  if (id === undefined) return undefined;
  return pathname.startsWith('/deezer/') ? itemKey({ service: 'deezer', id }) : id;
}
