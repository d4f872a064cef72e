// Deterministic randomness for the demo catalog: the same seed always builds the same catalog,
// and values for a given (item, day) never depend on the order of requests.

/** 32-bit FNV-1a hash of a string, used to derive independent seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1) determined by the parts only (a stateless hash, for per-day noise). */
export function hashUnit(...parts: ReadonlyArray<string | number>): number {
  let hash = hashString(parts.join('|'));
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  return ((hash ^ (hash >>> 16)) >>> 0) / 4294967296;
}

/** Mulberry32 stream with helpers for picking and ranges. */
export class SeededRandom {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Up to `count` distinct items. */
  pickDistinct<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<T>();
    const wanted = Math.min(count, items.length);
    while (chosen.size < wanted) chosen.add(this.pick(items));
    return [...chosen];
  }

  /** Roughly normal (sum of uniforms), mean 0, standard deviation ~1. */
  gaussian(): number {
    return this.next() + this.next() + this.next() + this.next() - 2;
  }
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A 22-character base62 id, like Spotify's, derived from a label. */
export function demoId(label: string): string {
  const random = new SeededRandom(`id:${label}`);
  let id = '';
  for (let index = 0; index < 22; index++) id += BASE62[Math.floor(random.next() * 62)];
  return id;
}
