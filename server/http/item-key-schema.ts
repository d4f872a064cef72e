import { z } from 'zod';
import { parseItemKey, serviceOfKey } from '@domain/catalog';

const SPOTIFY_MESSAGE = 'must be a Spotify id (22 letters and digits)';
const DEEZER_MESSAGE = 'must be a Deezer id (digits)';

/**
 * An item key (domain/catalog/item-key.ts) in a path or a body: a Spotify id (22 letters and
 * digits) as it is, or a Deezer item as `deezer:{digits}` (the `/api/deezer/…` paths arrive with
 * their id rewritten to this form). The message names the id shape of the key's service.
 */
export const itemKeySchema = z.string().refine((key) => parseItemKey(key) !== null, {
  error: (issue) => (serviceOfKey(String(issue.input)) === 'deezer' ? DEEZER_MESSAGE : SPOTIFY_MESSAGE),
});

/** `{ id }` path parameters holding an item key. */
export const itemKeyParams = z.object({ id: itemKeySchema });
