import { createRequire } from 'node:module';
import type { AutocannonRequest } from './load-mix';

/** The figures the benches read of an autocannon run (it ships no types). */
export interface AutocannonResult {
  readonly requests: { readonly average: number; readonly total: number };
  readonly latency: {
    readonly p50: number;
    readonly p99: number;
    readonly max: number;
    readonly average: number;
  };
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly statusCodeStats: Record<string, { count: number }>;
}

/** A run under way: awaited for its result, heard per answer, stopped early. */
export interface AutocannonRun extends PromiseLike<AutocannonResult> {
  on(event: 'response', listener: (client: object, status: number, bytes: number, ms: number) => void): this;
  on(event: 'reqError', listener: (error: Error) => void): this;
  stop(): void;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
}) => AutocannonRun;

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
