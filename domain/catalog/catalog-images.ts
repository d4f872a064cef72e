import type { ImageRef } from './catalog-contracts';
import type { MusicImage } from './music-types';

/** Images in the API's shape (widest first, as the service lists them). */
export function imageRefs(images: readonly MusicImage[]): ImageRef[] {
  return images.map((image) => ({ url: image.url, height: image.height, width: image.width }));
}

/** The widest image's URL, or null. */
export function largestImage(images: readonly MusicImage[]): string | null {
  return images[0]?.url ?? null;
}

/** A medium image (the second size when there are several), or null. */
export function mediumImage(images: readonly MusicImage[]): string | null {
  return (images[1] ?? images[0])?.url ?? null;
}
