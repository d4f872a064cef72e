import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

// Every call this server makes to another service goes through here: one TOTAL deadline for
// connecting, the status line, the headers and the whole body (a socket idle timeout would let a
// peer that trickles a byte every few seconds hold the call for ever), and a cap on the answer's size.

/** Why an outbound call gave up. `deadline`: not complete in time; `too_large`: the answer passed the cap. */
export type OutboundFailureKind = 'deadline' | 'too_large' | 'network';

export class OutboundFailure extends Error {
  constructor(
    readonly kind: OutboundFailureKind,
    message: string,
    /** A network error's code (`ECONNREFUSED`; `EPRIVATE` from the webhook guard's lookup). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'OutboundFailure';
  }
}

export interface OutboundLimits {
  /** Everything (connect, headers, body) must be done within this many ms. */
  readonly deadlineMs: number;
  /** The most bytes of body read; a longer answer fails with `too_large`. */
  readonly maxBytes: number;
}

/** A complete answer: the body has been read in full within the deadline. */
export interface OutboundResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Headers;
  readonly text: string;
}

export interface FetchWithDeadlineOptions extends OutboundLimits {
  /**
   * A fetch to call instead (tests inject local stand-ins). Without one the call goes through
   * node:http, whose socket is destroyed at the deadline (an aborted global fetch was seen to leave
   * a trickling peer's socket open).
   */
  readonly fetch?: typeof fetch;
  /** The caller's own cancellation (a shutdown), besides the deadline. */
  readonly signal?: AbortSignal;
}

export interface OutboundRequest {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

/** Sizes the callers share: small JSON answers of APIs. */
export const ONE_MEGABYTE = 1024 * 1024;

/**
 * A request within a total deadline, reading the body (at most `maxBytes`) before answering. Throws
 * an `OutboundFailure` on a deadline, an oversized answer or a network error; a caller's abort
 * rethrows the abort reason.
 */
export async function fetchWithDeadline(
  url: string | URL,
  init: OutboundRequest,
  options: FetchWithDeadlineOptions,
): Promise<OutboundResponse> {
  if (!options.fetch) {
    const headers = { ...init.headers };
    if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
    const answer = await requestWithDeadline(url, {
      ...options,
      method: init.method ?? 'GET',
      headers,
      body: init.body,
    });
    const status = answer.status;
    return { status, ok: status >= 200 && status < 300, headers: answer.headers, text: answer.text };
  }
  const deadline = AbortSignal.timeout(options.deadlineMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  try {
    const response = await options.fetch(url, { ...init, signal });
    const text = await readCapped(response, options.maxBytes, signal);
    return { status: response.status, ok: response.ok, headers: response.headers, text };
  } catch (error) {
    if (error instanceof OutboundFailure) throw error;
    if (deadline.aborted) throw deadlineFailure(options.deadlineMs);
    if (options.signal?.aborted) throw options.signal.reason;
    throw new OutboundFailure('network', error instanceof Error ? error.name : 'request failed');
  }
}

async function readCapped(response: Response, maxBytes: number, signal: AbortSignal): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) throw signal.reason;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface NodeRequestOptions extends OutboundLimits {
  readonly method: string;
  readonly headers: Record<string, string | number>;
  readonly body?: string;
  /** A DNS lookup of the caller's (the webhook guard refuses private addresses at connect time). */
  readonly lookup?: LookupFunction;
  /** The caller's own cancellation: rejects with its reason. */
  readonly signal?: AbortSignal;
}

/**
 * One request with node:http(s) (for callers that need their own DNS lookup), never following
 * redirects, within a total deadline: the socket is destroyed when it passes, whatever phase the
 * request is in. Answers the status and the body (at most `maxBytes`); throws an `OutboundFailure`
 * (a network error's `code` kept, so a caller tells its own lookup's refusal apart).
 */
export function requestWithDeadline(
  url: string | URL,
  options: NodeRequestOptions,
): Promise<{ status: number; headers: Headers; text: string }> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(target, {
      method: options.method,
      headers: options.headers,
      lookup: options.lookup,
    });
    let done = false;
    const finish = (outcome: { status: number; headers: Headers; text: string } | Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (outcome instanceof Error) {
        request.destroy();
        reject(outcome);
      } else resolve(outcome);
    };
    const timer = setTimeout(() => finish(deadlineFailure(options.deadlineMs)), options.deadlineMs);
    const onAbort = () => finish(options.signal?.reason ?? new Error('aborted'));
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish(new OutboundFailure('network', error.message, error.code)),
    );
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > options.maxBytes) finish(tooLarge(options.maxBytes));
        else chunks.push(chunk);
      });
      response.on('error', () => undefined);
      response.on('close', () => {
        if (!response.complete) finish(new OutboundFailure('network', 'the answer was cut off'));
      });
      response.on('end', () =>
        finish({
          status: response.statusCode ?? 0,
          headers: headersOf(response.headers),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.end(options.body);
  });
}

function headersOf(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

function deadlineFailure(deadlineMs: number): OutboundFailure {
  return new OutboundFailure('deadline', `no complete answer within ${deadlineMs} ms`);
}

function tooLarge(maxBytes: number): OutboundFailure {
  return new OutboundFailure('too_large', `the answer was larger than ${maxBytes} bytes`);
}
