// The request mix of `npm run bench -- load`: what one connection sends, in order, over and over.
import { seededRandom } from './seeded-random';

/** What the mix needs to know about the running server's data. */
export interface LoadFixtures {
  /** Search paths already answered once (served from the cache). */
  readonly cachedSearches: readonly string[];
  /** Item paths already read once, e.g. `/api/artist/{id}`. */
  readonly cachedItems: readonly string[];
  /** Track ids no one has read yet: each first read misses the cache. */
  readonly uncachedTracks: readonly string[];
  /** Name fragments for searches nobody asked before. */
  readonly searchWords: readonly string[];
  /** History paths of items the signed-in user tracks. */
  readonly signedInReads: readonly string[];
  /** Track ids the signed-in user does not track, to start and stop tracking. */
  readonly toggleTracks: readonly string[];
  /** `session=…; csrf_access_token=…` of the signed-in user. */
  readonly cookie: string;
  readonly csrf: string;
}

export interface AutocannonRequest {
  method?: 'GET' | 'POST';
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}

/** Answers to the tracking writes by status code (the rest is in autocannon's own counts). */
export type WriteTally = Map<string, number>;

type Kind = 'search' | 'search-new' | 'item' | 'item-new' | 'signed-in' | 'track' | 'stop';

/** Requests per 100 a connection sends, by kind; a `track` and its `stop` make the writes. */
const PER_HUNDRED: Readonly<Record<Kind, number>> = {
  search: 38,
  item: 34,
  'search-new': 4,
  'item-new': 4,
  'signed-in': 18,
  track: 1,
  stop: 1,
};

export const MIX_DESCRIPTION =
  '38% cached search, 34% cached artist/track/playlist, 4% new search, 4% never-read track, 18% signed-in history, 2% tracking writes (start then stop the same track)';

/** The kinds `LOAD_ONLY` accepts, to load one part of the mix alone (`writes`: start and stop). */
export const MIX_PARTS = ['search', 'item', 'search-new', 'item-new', 'signed-in', 'writes'] as const;
export type MixPart = (typeof MIX_PARTS)[number];

/** One pass of 100 requests in a fixed shuffled order, the start of tracking well before its stop. */
function pass(only: MixPart | undefined): Kind[] {
  if (only === 'writes') return ['track', 'stop'];
  if (only) return [only];
  const random = seededRandom(7);
  const reads = (Object.keys(PER_HUNDRED) as Kind[])
    .filter((kind) => kind !== 'track' && kind !== 'stop')
    .flatMap((kind) => Array<Kind>(PER_HUNDRED[kind]).fill(kind));
  for (let index = reads.length - 1; index > 0; index--) {
    const other = Math.floor(random.next() * (index + 1));
    [reads[index], reads[other]] = [reads[other]!, reads[index]!];
  }
  reads.splice(30, 0, 'track');
  reads.splice(80, 0, 'stop');
  return reads;
}

export function buildMix(fixtures: LoadFixtures, writes: WriteTally, only?: MixPart): AutocannonRequest[] {
  const random = seededRandom(20_240_601);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random.next() * values.length)]!;
  const signedIn = { cookie: fixtures.cookie };
  const writeHeaders = {
    cookie: fixtures.cookie,
    'x-csrf-token': fixtures.csrf,
    'content-type': 'application/json',
  };
  // Each connection holds one track between its start and stop; no two connections share one.
  const freeTracks = [...fixtures.toggleTracks];
  let nextUncached = 0;
  let searchSerial = 0;
  const tally = (status: number) => {
    const key = String(status);
    writes.set(key, (writes.get(key) ?? 0) + 1);
  };

  const request = (kind: Kind): AutocannonRequest => {
    switch (kind) {
      case 'search':
        return { setupRequest: (r) => ({ ...r, path: pick(fixtures.cachedSearches) }) };
      case 'search-new':
        return {
          setupRequest: (r) => ({
            ...r,
            path: searchPath(`${pick(fixtures.searchWords)} ${(searchSerial++).toString(36)}`, pick(TYPES)),
          }),
        };
      case 'item':
        return { setupRequest: (r) => ({ ...r, path: pick(fixtures.cachedItems) }) };
      case 'item-new':
        return {
          setupRequest: (r) => ({
            ...r,
            path: `/api/track/${fixtures.uncachedTracks[nextUncached++ % fixtures.uncachedTracks.length]}`,
          }),
        };
      case 'signed-in':
        return { headers: signedIn, setupRequest: (r) => ({ ...r, path: pick(fixtures.signedInReads) }) };
      case 'track':
        return {
          method: 'POST',
          path: '/api/track/track',
          headers: writeHeaders,
          setupRequest: (r, context) => {
            const id = freeTracks.shift();
            if (!id) throw new Error('the load test ran out of tracks to toggle');
            context.track = id;
            return { ...r, body: JSON.stringify({ extracted_id: id }) };
          },
          onResponse: tally,
        };
      case 'stop':
        return {
          method: 'POST',
          path: '/api/track/stop-tracking',
          headers: writeHeaders,
          setupRequest: (r, context) => ({ ...r, body: JSON.stringify({ remove_id: context.track }) }),
          onResponse: (status, _body, context) => {
            tally(status);
            freeTracks.push(context.track as string);
          },
        };
    }
  };
  return pass(only).map((kind) => ({ method: 'GET', ...request(kind) }));
}

const TYPES = ['artist', 'track', 'playlist'] as const;

export function searchPath(query: string, type: string): string {
  return `/api/search?query=${encodeURIComponent(query)}&type=${type}`;
}
