import { connect, type Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { png } from './support/media-bytes';

const MB5 = 5_242_880;

/** Sends the request head and `body` over a raw socket and answers what the server says, never sending more. */
function partialUpload(
  port: number,
  head: string,
  body: Buffer,
): Promise<{ response: string; closed: boolean; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let closed = false;
    const timer = setTimeout(
      () => reject(new Error(`no answer; got ${JSON.stringify(response.slice(0, 80))}`)),
      10_000,
    );
    socket.on('data', (chunk) => {
      response += chunk.toString('latin1');
      if (response.includes('\r\n\r\n') && response.includes('}')) {
        clearTimeout(timer);
        // Give the server a moment to close the connection as it said it would.
        setTimeout(() => resolve({ response, closed, socket }), 200);
      }
    });
    socket.on('close', () => {
      closed = true;
    });
    socket.on('error', () => undefined);
    socket.write(head);
    if (body.length > 0) socket.write(body);
  });
}

describe('upload limits on a real socket', () => {
  const context = useLandingApp({ postgres: false });
  let port: number;
  let user: SignedInUser;

  beforeAll(async () => {
    const { app } = context.current;
    user = await signIn(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });

  const head = (contentLength: number, boundary: string) =>
    `POST /api/landing-pages HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${user.cookie}\r\nX-CSRF-TOKEN: ${user.csrf}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${contentLength}\r\n\r\n`;

  it('answers 413 for an image past 5 MB after reading just past the limit, not the 40 MB announced', async () => {
    const boundary = 'limitboundary';
    const preamble = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="slug"\r\n\r\nhuge\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const sent = Buffer.concat([preamble, png(MB5 + 1 + 4096)]);
    const { response, closed } = await partialUpload(port, head(40 * 1024 * 1024, boundary), sent);
    expect(response.startsWith('HTTP/1.1 413')).toBe(true);
    expect(response).toMatch(/connection: close/i);
    expect(response).toContain('{"success":false,"error":"Image file size must be less than 5MB"}');
    expect(closed).toBe(true);
    expect(sent.length).toBeLessThan(6 * 1024 * 1024);
  });

  it('answers 413 from the announced length alone, before any byte of the body', async () => {
    const { response, closed } = await partialUpload(port, head(200 * 1024 * 1024, 'x'), Buffer.alloc(0));
    expect(response.startsWith('HTTP/1.1 413')).toBe(true);
    expect(response).toContain('The upload is too large: images must be under 5MB and videos under 30MB');
    expect(closed).toBe(true);
  });
});
