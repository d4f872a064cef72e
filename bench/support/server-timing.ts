// `LOAD_SERVER_TIMING=/tmp/timing.txt`: the load server writes there, when stopped, how long it took
// to answer each route (from the request's arrival in Node to the response's end) and how long its
// event loop was held up, to tell slow routes from a busy process.
import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AutocannonRequest } from './load-mix';

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

export function recordServerTiming(server: Server, file: string): () => void {
  const byRoute = new Map<string, number[]>();
  const pending = new Set<string>();
  const unanswered: string[] = [];
  /** From the load generator's send (its `x-sent-at` header, wall clock) to Node's request event. */
  const inbound = new Map<string, number[]>();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const connectedAt = new WeakMap<object, number>();
  const lateFirst: string[] = [];
  const acceptLag: number[] = [];
  server.prependListener('connection', (socket) => {
    connectedAt.set(socket, performance.now());
    acceptLag.push(performance.now());
  });
  server.prependListener('request', (request, response) => {
    const arrived = performance.now();
    const connected = connectedAt.get(request.socket);
    if (connected !== undefined) {
      connectedAt.delete(request.socket);
      const sentAt = Number(request.headers['x-sent-at']);
      if (arrived - connected > 500 || (sentAt > 0 && Date.now() - sentAt > 1000))
        lateFirst.push(
          `first request ${(arrived - connected).toFixed(0)} ms after accept, ${sentAt > 0 ? Date.now() - sentAt : '?'} ms after send, accepted at ${(connected / 1000).toFixed(2)} s`,
        );
    }
    const route = `${request.method} ${(request.url ?? '').split('?')[0]!.replace(/\/[A-Za-z0-9]{22}(?=\/|$)/g, '/:id')}`;
    pending.add(route);
    const sentAt = Number(request.headers['x-sent-at']);
    if (sentAt > 0) {
      const waits = inbound.get(route) ?? [];
      waits.push(Date.now() - sentAt);
      inbound.set(route, waits);
    }
    let finished = false;
    response.once('finish', () => {
      finished = true;
      pending.delete(route);
      const times = byRoute.get(route) ?? [];
      times.push(performance.now() - arrived);
      byRoute.set(route, times);
    });
    response.once('close', () => {
      if (!finished)
        unanswered.push(`${route} closed unanswered after ${(performance.now() - arrived).toFixed(0)} ms`);
    });
  });
  return () => {
    loopDelay.disable();
    const ms = (ns: number) => (ns / 1e6).toFixed(0);
    const lines = [
      `event loop delay: mean ${ms(loopDelay.mean)} ms, p99 ${ms(loopDelay.percentile(99))} ms, max ${ms(loopDelay.max)} ms`,
      ...[...byRoute]
        .sort((a, b) => b[1].length - a[1].length)
        .map(([route, times]) => {
          const sorted = [...times].sort((a, b) => a - b);
          return `${String(times.length).padStart(7)}  p50 ${percentile(sorted, 0.5).toFixed(0)} ms  p99 ${percentile(sorted, 0.99).toFixed(0)} ms  max ${sorted.at(-1)!.toFixed(0)} ms  ${route}`;
        }),
      ...[...inbound].map(([route, waits]) => {
        const sorted = [...waits].sort((a, b) => a - b);
        return `inbound wait ${String(waits.length).padStart(7)}  p50 ${percentile(sorted, 0.5)} ms  p99 ${percentile(sorted, 0.99)} ms  max ${sorted.at(-1)} ms  ${route}`;
      }),
      `connections accepted: ${acceptLag.length}, at ${acceptLag
        .map((t) => (t / 1000).toFixed(1))
        .filter((t, i, all) => all.indexOf(t) === i)
        .join(' ')}`,
      `late first requests: ${lateFirst.length}`,
      ...lateFirst.slice(0, 30),
      `closed unanswered: ${unanswered.length}`,
      ...unanswered.slice(0, 20),
    ];
    writeFileSync(file, `${lines.join('\n')}\n`);
  };
}

/**
 * The mix with each request stamped with its send time (`x-sent-at`), so the server's timing can
 * tell the wait before Node read a request (a busy event loop, a connection not yet accepted).
 */
export function stampSentAt(mix: readonly AutocannonRequest[]): AutocannonRequest[] {
  return mix.map((request) => ({
    ...request,
    setupRequest: (next, context) => {
      const prepared = request.setupRequest ? request.setupRequest(next, context) : next;
      return { ...prepared, headers: { ...prepared.headers, 'x-sent-at': String(Date.now()) } };
    },
  }));
}
