// Smallest byte strings each media type is recognised by, padded to a chosen size.

const pad = (head: Buffer, size: number): Buffer =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);

export const png = (size = 200) =>
  pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), size);
export const jpeg = (size = 200) =>
  pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]), size);
export const gif = (size = 200) => pad(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), size);
export const webp = (size = 200) => pad(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), size);
/** An `ftyp` box with major brand `isom`. */
export const mp4 = (size = 400) =>
  pad(
    Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\x00\x00\x02\x00isommp41', 'latin1')]),
    size,
  );
/** QuickTime: an `ftyp` box with major brand `qt  ` and no MP4 brand. */
export const quicktime = (size = 400) =>
  pad(
    Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  \x00\x00\x02\x00qt  ', 'latin1')]),
    size,
  );
/** EBML header with DocType `webm`. */
export const webm = (size = 400) =>
  pad(
    Buffer.from([
      0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
    ]),
    size,
  );
/** A Linux executable and a Windows one: what a renamed `.png` might really be. */
export const elf = (size = 200) => pad(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), size);
export const windowsExe = (size = 200) => pad(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), size);
