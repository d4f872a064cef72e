import { isServiceCatalogId } from '../catalog/item-key';
import type { LinkedKind } from './item-links-contracts';

/**
 * The Deezer id a user typed to correct a link: its digits, its item key (`deezer:3135556`) or its
 * page (`https://www.deezer.com/en/artist/3135556`, language optional). A page of another kind than
 * the item's is refused. Null when the input names no Deezer item of that kind.
 */
export function parseDeezerTwinInput(input: string, kind: LinkedKind): string | null {
  const text = input.trim();
  const bare = text.startsWith('deezer:') ? text.slice('deezer:'.length) : text;
  if (isServiceCatalogId('deezer', bare)) return bare;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (host !== 'deezer.com' && host !== 'www.deezer.com') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const [pageKind, id] = parts.length === 3 && /^[a-z]{2}$/.test(parts[0]!) ? parts.slice(1) : parts;
  if (parts.length > 3 || pageKind !== kind || id === undefined) return null;
  return isServiceCatalogId('deezer', id) ? id : null;
}
