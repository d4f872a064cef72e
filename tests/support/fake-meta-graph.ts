import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';

/** A Conversions API call the fake received. */
export interface ReceivedConversion {
  readonly version: string;
  readonly pixelId: string;
  readonly accessToken: string | null;
  readonly body: {
    data: Array<{
      event_name: string;
      event_time: number;
      event_id: string;
      action_source: string;
      event_source_url: string;
      user_data: Record<string, string>;
      custom_data: Record<string, string>;
    }>;
  };
}

export interface FakeMetaGraph {
  /** `META_GRAPH_URL` for the app. */
  readonly url: string;
  /** The token it accepts; any other gets Graph's error 190. */
  readonly token: string;
  readonly received: ReceivedConversion[];
  /** Answers the next `count` calls with a 500 Graph error. */
  failNext(count: number): void;
  waitForEvents(count: number, timeoutMs?: number): Promise<ReceivedConversion[]>;
  close(): Promise<void>;
}

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

/**
 * A local Graph API speaking the Conversions API wire format: `POST /{version}/{pixel}/events?access_token=`
 * with `{data:[…]}` answers `{events_received, messages, fbtrace_id}`; a wrong token answers error 190,
 * a malformed body error 100. Listens on a free port.
 */
export async function startFakeMetaGraph(): Promise<FakeMetaGraph> {
  const token = 'EAAfake-graph-token-0123456789';
  const received: ReceivedConversion[] = [];
  let failures = 0;

  async function answer(request: IncomingMessage): Promise<{ status: number; body: string }> {
    const url = new URL(request.url ?? '/', 'http://graph.local');
    const match = /^\/(v\d+\.\d+)\/(\d+)\/events$/.exec(url.pathname);
    if (request.method !== 'POST' || !match)
      return json(404, { error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } });
    const accessToken = url.searchParams.get('access_token');
    let body: ReceivedConversion['body'];
    try {
      body = JSON.parse(await text(request));
    } catch {
      return json(400, { error: { message: 'Invalid JSON', type: 'OAuthException', code: 100 } });
    }
    received.push({ version: match[1]!, pixelId: match[2]!, accessToken, body });
    if (failures > 0) {
      failures -= 1;
      return json(500, {
        error: { message: 'An unexpected error has occurred.', type: 'OAuthException', code: 2 },
      });
    }
    if (accessToken !== token) {
      return json(400, {
        error: {
          message: 'Error validating access token',
          type: 'OAuthException',
          code: 190,
          fbtrace_id: 'fake',
        },
      });
    }
    if (
      !Array.isArray(body?.data) ||
      body.data.some((event) => !event.event_name || !event.event_time || !event.action_source)
    ) {
      return json(400, { error: { message: 'Invalid parameter', type: 'OAuthException', code: 100 } });
    }
    return json(200, { events_received: body.data.length, messages: [], fbtrace_id: 'fake-trace' });
  }

  const server = createServer((request, response) => {
    answer(request).then(
      ({ status, body }) => response.writeHead(status, { 'content-type': 'application/json' }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    received,
    failNext(count) {
      failures = count;
    },
    async waitForEvents(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`fake Graph API got ${received.length} of ${count} events`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
