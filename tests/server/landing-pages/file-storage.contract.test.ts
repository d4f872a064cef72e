import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryFileStorage } from '../../support/fakes/landing-pages/in-memory-file-storage';
import { LocalFileStorage } from '@server/landing-pages/adapters/local-file-storage';
import { S3FileStorage } from '@server/landing-pages/adapters/s3-file-storage';
import type { FileStorage } from '@server/landing-pages/ports';
import { type FakeS3, startFakeS3 } from '../../support/fake-s3';
import { ManualClock } from '../../support/test-app';

const content = (bytes: Buffer, contentType = 'image/png') => ({
  size: bytes.length,
  contentType,
  open: () => Readable.from([bytes.subarray(0, 3), bytes.subarray(3)]),
});
const key = (owner: number, fill: string, extension = 'png') => `${owner}/${fill.repeat(32)}.${extension}`;

let fakeS3: FakeS3;
let folder: string;
beforeAll(async () => {
  fakeS3 = await startFakeS3();
  folder = mkdtempSync(path.join(tmpdir(), 'cp-storage-'));
});
afterAll(async () => {
  await fakeS3.close();
  rmSync(folder, { recursive: true, force: true });
});

const s3 = (secretAccessKey = fakeS3.secretAccessKey) =>
  new S3FileStorage(
    {
      endpoint: fakeS3.endpoint,
      bucket: fakeS3.bucket,
      region: fakeS3.region,
      accessKeyId: fakeS3.accessKeyId,
      secretAccessKey,
      prefix: 'uploads/',
    },
    new ManualClock(),
  );

describe.each<[string, () => FileStorage]>([
  ['in memory', () => new InMemoryFileStorage()],
  ['local folder', () => new LocalFileStorage(folder)],
  ['S3 (fake S3 endpoint, signatures verified)', () => s3()],
])('FileStorage contract: %s', (_name, make) => {
  it('stores, reads whole and by range, and deletes', async () => {
    const storage = make();
    const bytes = Buffer.from('0123456789abcdef');
    await storage.put(key(7, 'a'), content(bytes));
    const whole = await storage.get(key(7, 'a'));
    expect(whole).toMatchObject({ size: 16, contentType: 'image/png', range: null });
    expect((await buffer(whole!.body)).toString()).toBe('0123456789abcdef');

    const middle = await storage.get(key(7, 'a'), { start: 2, end: 5 });
    expect(middle).toMatchObject({ size: 16, range: { start: 2, end: 5 } });
    expect((await buffer(middle!.body)).toString()).toBe('2345');
    const tail = await storage.get(key(7, 'a'), { start: 10 });
    expect(tail?.range).toEqual({ start: 10, end: 15 });
    expect((await buffer(tail!.body)).toString()).toBe('abcdef');
    const clamped = await storage.get(key(7, 'a'), { start: 14, end: 99 });
    expect((await buffer(clamped!.body)).toString()).toBe('ef');
    const pastTheEnd = await storage.get(key(7, 'a'), { start: 16 });
    expect(pastTheEnd?.range).toBeNull();
    expect((await buffer(pastTheEnd!.body)).length).toBe(16);

    await storage.delete(key(7, 'a'));
    expect(await storage.get(key(7, 'a'))).toBeNull();
    await storage.delete(key(7, 'a'));
  });

  it('keeps owners apart and answers null for what was never stored', async () => {
    const storage = make();
    await storage.put(key(1, 'b', 'mp4'), content(Buffer.from('one'), 'video/mp4'));
    expect(await storage.get(key(2, 'b', 'mp4'))).toBeNull();
    expect((await storage.get(key(1, 'b', 'mp4')))?.contentType).toBe('video/mp4');
  });

  it('refuses anything but a storage key, so no path or URL can be smuggled in', async () => {
    const storage = make();
    for (const bad of [
      '../etc/passwd',
      `1/../${'a'.repeat(32)}.png`,
      `1/${'a'.repeat(32)}.exe`,
      `/1/${'a'.repeat(32)}.png`,
      `0/${'a'.repeat(32)}.png`,
    ]) {
      await expect(storage.put(bad, content(Buffer.from('x'))), bad).rejects.toThrow('Not a storage key');
    }
  });
});

describe('S3FileStorage on the wire', () => {
  it('puts path-style under the prefix with Content-Length and a verified signature', async () => {
    await s3().put(key(3, 'c', 'webm'), content(Buffer.from('webm-bytes'), 'video/webm'));
    expect(fakeS3.objects.get(`uploads/${key(3, 'c', 'webm')}`)).toEqual({
      bytes: Buffer.from('webm-bytes'),
      contentType: 'video/webm',
    });
    expect(fakeS3.log.at(-1)).toEqual({
      method: 'PUT',
      path: `/${fakeS3.bucket}/uploads/${key(3, 'c', 'webm')}`,
      status: 200,
    });
  });

  it('fails loudly when the bucket refuses the signature', async () => {
    await expect(s3('wrong-secret').put(key(3, 'd'), content(Buffer.from('x')))).rejects.toThrow(
      'answered 403',
    );
    expect(fakeS3.log.at(-1)?.status).toBe(403);
  });
});
