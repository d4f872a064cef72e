import { musicServiceLabel, serviceOfKey } from '@domain/catalog/item-key';

/** "Open in Spotify" or "Open in Deezer": the item's own service, from its key. */
export function openInServiceText(key: string): string {
  return `Open in ${musicServiceLabel(serviceOfKey(key))}`;
}
