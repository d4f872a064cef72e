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
  /** The signed-in user's dashboard lists, e.g. `/api/user/artists`. */
  readonly signedInLists: readonly string[];
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

/** Answers per kind of request, and how many took longer than SLOW_MS (where the p99 goes). */
export type KindTally = Map<string, { answered: number; slow: number }>;
export const SLOW_MS = 100;

type Kind = 'search' | 'search-new' | 'item' | 'item-new' | 'signed-in' | 'signed-in-list' | 'track' | 'stop';

/** Requests per 100 a connection sends, by kind; a `track` and its `stop` make the writes. */
const PER_HUNDRED: Readonly<Record<Kind, number>> = {
  search: 38,
  item: 34,
  'search-new': 4,
  'item-new': 4,
  'signed-in': 12,
  'signed-in-list': 6,
  track: 1,
  stop: 1,
};

/** What the mix sends; without the lists (`LOAD_WITHOUT_LISTS=1`) their share goes to history reads. */
export const mixDescription = (withLists: boolean) =>
  withLists
    ? '38% cached search, 34% cached artist/track/playlist, 4% new search, 4% never-read track, 12% signed-in history, 6% signed-in dashboard lists (/api/user/artists|tracks|playlists), 2% tracking writes (start then stop the same track)'
    : '38% cached search, 34% cached artist/track/playlist, 4% new search, 4% never-read track, 18% signed-in history (no dashboard lists), 2% tracking writes (start then stop the same track)';

/** The kinds `LOAD_ONLY` accepts, to load one part of the mix alone (`writes`: start and stop). */
export const MIX_PARTS = [
  'search',
  'item',
  'search-new',
  'item-new',
  'signed-in',
  'signed-in-list',
  'writes',
] as const;
export type MixPart = (typeof MIX_PARTS)[number];

/** One pass of 100 requests in a fixed shuffled order, the start of tracking well before its stop. */
function pass(only: MixPart | undefined, withLists: boolean): Kind[] {
  if (only === 'writes') return ['track', 'stop'];
  if (only) return [only];
  const random = seededRandom(7);
  const share = (kind: Kind) =>
    withLists
      ? PER_HUNDRED[kind]
      : kind === 'signed-in'
        ? PER_HUNDRED[kind] + PER_HUNDRED['signed-in-list']
        : PER_HUNDRED[kind];
  const reads = (Object.keys(PER_HUNDRED) as Kind[])
    .filter((kind) => kind !== 'track' && kind !== 'stop' && (withLists || kind !== 'signed-in-list'))
    .flatMap((kind) => Array<Kind>(share(kind)).fill(kind));
  for (let index = reads.length - 1; index > 0; index--) {
    const other = Math.floor(random.next() * (index + 1));
    [reads[index], reads[other]] = [reads[other]!, reads[index]!];
  }
  reads.splice(30, 0, 'track');
  reads.splice(80, 0, 'stop');
  return reads;
}

export function buildMix(
  fixtures: LoadFixtures,
  writes: WriteTally,
  only?: MixPart,
  withLists = true,
  kinds: KindTally = new Map(),
): AutocannonRequest[] {
  const random = seededRandom(20_240_601);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random.next() * values.length)]!;
  const signedIn = { cookie: fixtures.cookie };
  const writeHeaders = {
    cookie: fixtures.cookie,
    'x-csrf-token': fixtures.csrf,
    'content-type': 'application/json',
  };
  // Each connection holds one track between its start and stop; no two connections share one. A
  // request that times out is never answered (autocannon moves on), so a stop that timed out never
  // gives its track back: once the free ones are gone, starts take the tracks in turn (a start of a
  // track still tracked is answered as such, and the stop that follows frees it on the server).
  const freeTracks = [...fixtures.toggleTracks];
  let takenInTurn = 0;
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
      case 'signed-in-list':
        return { headers: signedIn, setupRequest: (r) => ({ ...r, path: pick(fixtures.signedInLists) }) };
      case 'track':
        return {
          method: 'POST',
          path: '/api/track/track',
          headers: writeHeaders,
          setupRequest: (r, context) => {
            const id =
              freeTracks.shift() ?? fixtures.toggleTracks[takenInTurn++ % fixtures.toggleTracks.length]!;
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
  const order = pass(only, withLists);
  const requests = order.map((kind) => ({ method: 'GET' as const, kind, ...request(kind) }));
  const timed = (kind: Kind, sentAt: number) => {
    const entry = kinds.get(kind) ?? { answered: 0, slow: 0 };
    entry.answered += 1;
    if (performance.now() - sentAt > SLOW_MS) entry.slow += 1;
    kinds.set(kind, entry);
  };
  // autocannon gives a connection a fresh context at the start of each pass, so each pass of each
  // connection is rotated by its own offset, at most to the start of tracking (the stop after it
  // stays in the same pass): connections in step would send their tracking writes all at once.
  const trackAt = order.indexOf('track');
  const offsets = trackAt < 0 ? order.length : trackAt + 1;
  return order.map((_, index) => ({
    setupRequest: (sent, context) => {
      if (context.offset === undefined) context.offset = Math.floor(random.next() * offsets);
      const chosen = requests[(index + (context.offset as number)) % order.length]!;
      context.sent = chosen;
      context.sentAt = performance.now();
      const base: AutocannonRequest = {
        method: chosen.method,
        path: chosen.path ?? sent.path,
        headers: chosen.headers ?? {},
        body: chosen.body,
      };
      return chosen.setupRequest ? chosen.setupRequest(base, context) : base;
    },
    onResponse: (status, body, context) => {
      const sent = context.sent as AutocannonRequest & { kind: Kind };
      timed(sent.kind, context.sentAt as number);
      sent.onResponse?.(status, body, context);
    },
  }));
}

const TYPES = ['artist', 'track', 'playlist'] as const;

export function searchPath(query: string, type: string): string {
  return `/api/search?query=${encodeURIComponent(query)}&type=${type}`;
}
