// Stored files are named by the server: `{ownerId}/{32 hex}.{extension of the sniffed type}`.
const TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** A generated stored name: 32 hex characters and a media extension. */
export const STORED_NAME_PATTERN = /^[a-f0-9]{32}\.(?:png|jpg|gif|webp|mp4|webm)$/;
/** A storage key: the owner's id, a slash, a stored name. Nothing else reaches a storage adapter. */
export const STORAGE_KEY_PATTERN = /^[1-9][0-9]{0,9}\/[a-f0-9]{32}\.(?:png|jpg|gif|webp|mp4|webm)$/;

/** The key of an owner's stored file: `{ownerId}/{name}`. */
export const storageKey = (ownerId: number, name: string): string => `${ownerId}/${name}`;

/** The content type of a stored name or key, from the extension it got at upload; null if unknown. */
export function contentTypeOfStoredName(name: string): string | null {
  const extension = /\.([a-z0-9]+)$/.exec(name)?.[1];
  return extension ? (TYPES[extension] ?? null) : null;
}

/** Throws on anything but a well-formed key: adapters call it before touching a path or a URL. */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key))
    throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** Each upload is spooled in a fresh folder so named under the spool root; the start-up sweep finds leftovers by it. */
export const SPOOL_PREFIX = 'landing-upload-';
