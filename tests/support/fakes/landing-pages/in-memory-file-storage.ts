import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ByteRange, FileContent, FileStorage, StoredObject } from '@server/landing-pages/ports';
import { assertStorageKey } from '@server/landing-pages/storage-keys';

/** Stored bytes in memory (use-case tests). */
export class InMemoryFileStorage implements FileStorage {
  readonly objects = new Map<string, { bytes: Buffer; contentType: string }>();

  async put(key: string, content: FileContent): Promise<void> {
    assertStorageKey(key);
    this.objects.set(key, { bytes: await buffer(content.open()), contentType: content.contentType });
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const object = this.objects.get(key);
    if (!object) return null;
    const size = object.bytes.length;
    const served =
      range && range.start < size
        ? { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) }
        : null;
    const bytes = served ? object.bytes.subarray(served.start, served.end + 1) : object.bytes;
    return { size, contentType: object.contentType, range: served, body: Readable.from([bytes]) };
  }

  async delete(key: string): Promise<void> {
    this.objects.delete(key);
  }
}
