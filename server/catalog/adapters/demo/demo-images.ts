// Locally generated cover art for the demo catalog: deterministic SVGs served by the app,
// so the demo never loads anything from outside the machine.
import type { MusicImage } from '@domain/catalog';
import type { DemoCatalog } from './demo-model';
import { hashUnit } from './seeded-random';

export const DEMO_IMAGE_KINDS = ['artist', 'album', 'playlist', 'user'] as const;
export type DemoImageKind = (typeof DEMO_IMAGE_KINDS)[number];

const SIZES = [640, 300, 64] as const;

/** Spotify-like image list (widest first) pointing at the local SVG route. */
export function demoImages(kind: DemoImageKind, id: string): MusicImage[] {
  return SIZES.map((size) => ({
    url: `/demo-images/${kind}/${id}.svg?size=${size}`,
    height: size,
    width: size,
  }));
}

export function demoImageName(catalog: DemoCatalog, kind: DemoImageKind, id: string): string | undefined {
  if (kind === 'artist') return catalog.artistById.get(id)?.name;
  if (kind === 'album') return catalog.albumById.get(id)?.name;
  if (kind === 'playlist') return catalog.playlistById.get(id)?.name;
  return catalog.userById.get(id)?.displayName;
}

function initials(name: string): string {
  const words = name.replace(/\(.*?\)/g, '').match(/[\p{L}\p{N}]+/gu) ?? ['?'];
  const significant = words.filter((word) => !['the', 'of', 'and', 'for'].includes(word.toLowerCase()));
  return (significant.length > 0 ? significant : words)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An SVG square with a two-colour gradient, a few shapes and the item's initials. */
export function renderDemoSvg(kind: DemoImageKind, id: string, name: string, size: number): string {
  const hue = Math.floor(hashUnit(id, 'hue') * 360);
  const second = (hue + 40 + Math.floor(hashUnit(id, 'hue2') * 140)) % 360;
  const shapes = Array.from({ length: 4 }, (_unused, index) => {
    const x = Math.round(hashUnit(id, 'x', index) * 100);
    const y = Math.round(hashUnit(id, 'y', index) * 100);
    const r = Math.round(12 + hashUnit(id, 'r', index) * 38);
    const opacity = (0.12 + hashUnit(id, 'o', index) * 0.25).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`;
  }).join('');
  const round = kind === 'artist' || kind === 'user' ? ' rx="50"' : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},65%,45%)"/><stop offset="1" stop-color="hsl(${second},70%,30%)"/>`,
    `</linearGradient><clipPath id="c"><rect width="100" height="100"${round}/></clipPath></defs>`,
    `<g clip-path="url(#c)"><rect width="100" height="100" fill="url(#g)"/>${shapes}</g>`,
    `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="Helvetica,Arial,sans-serif"`,
    ` font-size="34" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text></svg>`,
  ].join('');
}
