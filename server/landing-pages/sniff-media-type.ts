/** A media type recognised from a file's first bytes, with the extension its stored name gets. */
export interface SniffedMedia {
  readonly type: string;
  readonly extension: string;
}

/** How many leading bytes {@link sniffMediaType} needs to see. */
export const SNIFF_BYTES = 64;

const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
]);

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));
const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((byte, index) => bytes[index] === byte);

/** `ftyp` box with an MP4 brand as major or compatible brand (QuickTime, HEIF and AVIF are not MP4). */
function isMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const major = ascii(bytes, 8, 4);
  if (MP4_BRANDS.has(major)) return true;
  if (['qt  ', 'heic', 'heix', 'mif1', 'msf1', 'avif', 'avis'].includes(major)) return false;
  for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4) {
    if (MP4_BRANDS.has(ascii(bytes, offset, 4))) return true;
  }
  return false;
}

/** EBML header whose DocType element (id 0x4282) says `webm` (Matroska files say `matroska`). */
function isWebm(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return false;
  for (let index = 4; index + 2 < bytes.length; index += 1) {
    if (bytes[index] === 0x42 && bytes[index + 1] === 0x82) {
      const size = bytes[index + 2]! & 0x7f;
      return ascii(bytes, index + 3, size) === 'webm';
    }
  }
  return false;
}

/**
 * What the bytes are, judged from their signature alone (never the file name or the declared
 * type): PNG, JPEG, WebP, GIF, MP4 or WebM; `null` for anything else (an executable, a script, a
 * QuickTime movie, a truncated file). Give it at least the first {@link SNIFF_BYTES} bytes.
 */
export function sniffMediaType(bytes: Uint8Array): SniffedMedia | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', extension: 'jpg' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { type: 'image/gif', extension: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return { type: 'image/webp', extension: 'webp' };
  if (isMp4(bytes)) return { type: 'video/mp4', extension: 'mp4' };
  if (isWebm(bytes)) return { type: 'video/webm', extension: 'webm' };
  return null;
}
