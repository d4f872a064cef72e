// A load run measured once every connection is answering: Node 20's libuv accepts one connection
// per event-loop turn, so 200 connections opened at once against a busy server are accepted over
// seconds, and a run that opens its connections as it starts measures that ramp with the load.
// The ramp is reported on its own (how long until every connection had its first answer, and the
// slowest first answer); the figures that follow come from the next `seconds` on those connections.
import { autocannon, type AutocannonRun } from './autocannon';
import type { AutocannonRequest } from './load-mix';

export interface SteadyLoadResult {
  readonly requestsPerSecond: number;
  readonly answered: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly statuses: ReadonlyMap<number, number>;
  readonly errors: number;
  readonly timeouts: number;
  /** Seconds from the start until every connection had its first answer. */
  readonly rampSeconds: number;
  /** The slowest first answer of a connection (its wait to be accepted included), in ms. */
  readonly slowestFirstAnswerMs: number;
}

export interface SteadyLoadOptions {
  readonly url: string;
  readonly connections: number;
  /** Measured seconds, after `settleSeconds` of load on established connections. */
  readonly seconds: number;
  readonly settleSeconds: number;
  readonly requests: AutocannonRequest[];
  /** Called as the measured seconds start and end (e.g. to read the server's CPU time). */
  readonly onWindow?: (edge: 'start' | 'end') => void;
}

/** The most the ramp may take before the run gives up waiting for it. */
const RAMP_LIMIT_SECONDS = 180;

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

export async function steadyLoad(options: SteadyLoadOptions): Promise<SteadyLoadResult> {
  const run: AutocannonRun = autocannon({
    url: options.url,
    connections: options.connections,
    duration: RAMP_LIMIT_SECONDS + options.settleSeconds + options.seconds,
    timeout: 10,
    requests: options.requests,
  });
  const started = performance.now();
  const answeredOnce = new Set<object>();
  let slowestFirstAnswerMs = 0;
  let rampSeconds = Number.NaN;
  let window: { from: number; to: number } | null = null;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let timeouts = 0;
  let edges = 0;
  const inWindow = (now: number) => window !== null && now >= window.from && now < window.to;
  const crossEdges = (now: number) => {
    if (window === null) return;
    if (edges === 0 && now >= window.from) {
      edges = 1;
      options.onWindow?.('start');
    }
    if (edges === 1 && now >= window.to) {
      edges = 2;
      options.onWindow?.('end');
      run.stop();
    }
  };
  run.on('response', (client: object, statusCode: number, _bytes: number, responseTime: number) => {
    const now = performance.now();
    if (!answeredOnce.has(client)) {
      answeredOnce.add(client);
      slowestFirstAnswerMs = Math.max(slowestFirstAnswerMs, Math.round(responseTime));
      if (answeredOnce.size === options.connections) {
        rampSeconds = (now - started) / 1000;
        const from = now + options.settleSeconds * 1000;
        window = { from, to: from + options.seconds * 1000 };
      }
    }
    crossEdges(now);
    if (inWindow(now)) {
      latencies.push(Math.round(responseTime));
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
  });
  run.on('reqError', (error: Error) => {
    if (!inWindow(performance.now())) return;
    errors++;
    if (error.message === 'request timed out') timeouts++;
  });
  await run;
  if (window === null)
    throw new Error(
      `only ${answeredOnce.size} of ${options.connections} connections answered within the ramp limit`,
    );
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / options.seconds,
    answered: latencies.length,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies[latencies.length - 1] ?? 0,
    statuses,
    errors,
    timeouts,
    rampSeconds,
    slowestFirstAnswerMs,
  };
}
