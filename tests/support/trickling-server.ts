import { createServer, type Socket } from 'node:net';

export interface TricklingServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Requests whose first bytes arrived. */
  readonly requests: number;
  /** Sockets still open (a caller that gave up closes its end). */
  openSockets(): number;
  close(): Promise<void>;
}

/**
 * A hostile HTTP peer: once a request's headers arrive it answers `HTTP/1.1 200 OK` with a JSON body,
 * status line included, one byte every `everyMs` (an idle-socket timeout never fires on it).
 */
export async function startTricklingServer(everyMs = 200): Promise<TricklingServer> {
  const sockets = new Set<Socket>();
  let requests = 0;
  const answer = 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 40\r\n\r\n'.concat(
    JSON.stringify({ ok: true, result: [], padding: 'xxxxxxxx' }).padEnd(40, ' '),
  );
  const server = createServer((socket) => {
    sockets.add(socket);
    let started = false;
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', () => {
      if (started) return;
      started = true;
      requests += 1;
      let sent = 0;
      timer = setInterval(() => {
        if (sent >= answer.length || socket.destroyed) return clearInterval(timer);
        socket.write(answer[sent]!);
        sent += 1;
      }, everyMs);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    openSockets: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
