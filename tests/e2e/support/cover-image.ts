import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG cover (a diagonal navy-to-green gradient with a ring) padded to about `bytes` with a
 * private ancillary chunk, which image decoders skip: big enough that its upload shows progress.
 */
export function coverPng(bytes = 3_000_000, size = 600): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const t = (x + y) / (2 * size);
      const ring = Math.abs(Math.hypot(x - size / 2, y - size / 2) - size / 4) < size / 40;
      row.set(ring ? [232, 238, 248] : [14 + t * 15, 26 + t * 159, 47 + t * 37], 1 + x * 3);
    }
    rows.push(row);
  }
  const image = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
  ]);
  const padding = Math.max(0, bytes - image.length - 24);
  const filler = Buffer.alloc(padding);
  for (let i = 0; i < padding; i += 1) filler[i] = (i * 2654435761) >>> 24;
  return Buffer.concat([image, chunk('prVt', filler), chunk('IEND', Buffer.alloc(0))]);
}
