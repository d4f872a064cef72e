import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileContent, FileStorage, StoredObject } from '../ports';
import { assertStorageKey, contentTypeOfStoredName } from '../storage-keys';

/**
 * Files under a local folder (`DATA_DIR/uploads/{ownerId}/{name}`): the single-machine default.
 * Several API processes need the folder shared (or the S3 adapter). Writes land under a temporary
 * name and are renamed into place, so a reader never sees half a file.
 */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, content: FileContent): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await pipeline(content.open(), createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    const size = await stat(file).then(
      (info) => (info.isFile() ? info.size : null),
      () => null,
    );
    if (size === null) return null;
    const served =
      range && range.start < size
        ? { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) }
        : null;
    return {
      size,
      contentType: contentTypeOfStoredName(key) ?? 'application/octet-stream',
      range: served,
      body: createReadStream(file, served ?? {}),
    };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
