// A local stand-in for Deezer's public API (node:http) speaking its recorded wire format: the
// recorded answers at their recorded ids, a generated catalog that tests can change between reads,
// the 200-with-error answers, and injectable faults (quota errors, 5xx, slow or trickling answers).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildDeezerFixtures, type DeezerFixtures } from './catalog';
import { routeDeezer } from './fake-deezer-routes';
import { QUOTA } from './recorded';
import { DeezerWire } from './wire-format';

export interface DeezerFault {
  /** Only requests whose path (without query) matches. Default: every request. */
  readonly path?: RegExp;
  /** How many matching requests it affects (default 1). */
  times?: number;
  /** HTTP 200 with Deezer's quota error (`Quota limit exceeded`, code 4). */
  readonly quota?: boolean;
  /** HTTP 200 with this error body instead of the data. */
  readonly error?: { readonly type: string; readonly message: string; readonly code?: number };
  /** A bare HTTP status (500, 503, 429…). */
  readonly status?: number;
  /** Wait this long before answering. */
  readonly delayMs?: number;
  /** Send the headers at once, then the body one byte every `trickleMs` (a stalled connection). */
  readonly trickleMs?: number;
}

export interface FakeDeezerOptions {
  /** Default: any free port. */
  readonly port?: number;
  readonly host?: string;
}

export interface FakeDeezer {
  /** `DEEZER_API_URL`. */
  readonly url: string;
  /** The generated catalog, live: change it between reads. */
  readonly data: DeezerFixtures;
  /** Every request's path and query, in order. */
  readonly requests: string[];
  readonly stats: { maxInFlight: number };
  inject(fault: DeezerFault): void;
  /** The next `times` matching requests get Deezer's quota error (HTTP 200, code 4). */
  failWithQuota(times: number, path?: RegExp): void;
  clearFaults(): void;
  setArtistFans(id: number, fans: number): void;
  setPlaylistFans(id: number, fans: number): void;
  /** Appends a track to a playlist (`timeAdd`: Unix seconds, 0 for unknown); its checksum changes. */
  addToPlaylist(playlistId: number, trackId: number, timeAdd: number): void;
  removeFromPlaylist(playlistId: number, trackId: number): void;
  /** Resolves once no request is being answered. */
  whenIdle(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeDeezer(options: FakeDeezerOptions = {}): Promise<FakeDeezer> {
  const data = buildDeezerFixtures();
  const wire = new DeezerWire(data);
  const faults: DeezerFault[] = [];
  const sockets = new Set<import('node:net').Socket>();
  let inFlight = 0;
  const server = createServer((request, response) => void handle(request, response));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  const origin = `http://${address.address}:${address.port}`;

  const playlistOf = (id: number) => {
    const playlist = data.playlists.find((candidate) => candidate.id === id);
    if (!playlist) throw new Error(`The fake Deezer has no playlist ${id}`);
    return playlist;
  };

  const fake: FakeDeezer = {
    url: origin,
    data,
    requests: [],
    stats: { maxInFlight: 0 },
    inject: (fault) => faults.push({ times: 1, ...fault }),
    failWithQuota: (times, path) => faults.push({ quota: true, times, path }),
    clearFaults: () => {
      faults.length = 0;
    },
    setArtistFans(id, fans) {
      const artist = data.artists.find((candidate) => candidate.id === id);
      if (!artist) throw new Error(`The fake Deezer has no artist ${id}`);
      artist.fans = fans;
    },
    setPlaylistFans: (id, fans) => {
      playlistOf(id).fans = fans;
    },
    addToPlaylist(playlistId, trackId, timeAdd) {
      if (!data.tracks.some((track) => track.id === trackId))
        throw new Error(`The fake Deezer has no track ${trackId}`);
      playlistOf(playlistId).entries.push({ trackId, timeAdd });
    },
    removeFromPlaylist(playlistId, trackId) {
      const playlist = playlistOf(playlistId);
      playlist.entries = playlist.entries.filter((entry) => entry.trackId !== trackId);
    },
    whenIdle: async () => {
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    fake.requests.push(`${url.pathname}${url.search}`);
    inFlight++;
    fake.stats.maxInFlight = Math.max(fake.stats.maxInFlight, inFlight);
    try {
      if (request.method !== 'GET') return send(response, 200, JSON.stringify(OAUTH_ERROR));
      const fault = faults.find(
        (candidate) => (candidate.times ?? 1) > 0 && (!candidate.path || candidate.path.test(url.pathname)),
      );
      if (fault) fault.times = (fault.times ?? 1) - 1;
      if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      const answer = fault?.quota
        ? { status: 200, text: QUOTA }
        : fault?.error
          ? { status: 200, text: JSON.stringify({ error: fault.error }) }
          : fault?.status
            ? { status: fault.status, text: JSON.stringify({ error: 'Server error' }) }
            : routeDeezer(url.pathname, url.searchParams, data, wire);
      const text = answer.text
        .replaceAll('https://api.deezer.com', origin)
        .replaceAll('"API/', `"${origin}/`);
      if (fault?.trickleMs) return await trickle(response, answer.status, text, fault.trickleMs);
      send(response, answer.status, text);
    } finally {
      inFlight--;
    }
  }

  return fake;
}

/** Keyless writes are refused (recorded for `POST /album/302127?note=4`). */
const OAUTH_ERROR = {
  error: {
    type: 'OAuthException',
    message:
      "You don't have the right permission to execute this method. You need the following permissions : basic_access",
  },
};

function send(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(text);
}

async function trickle(
  response: ServerResponse,
  status: number,
  text: string,
  everyMs: number,
): Promise<void> {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.flushHeaders();
  for (const char of text) {
    if (response.destroyed) return;
    response.write(char);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  response.end();
}
