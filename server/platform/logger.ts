import type { FastifyServerOptions } from 'fastify';

/**
 * Where a module reports what an operator should know: the one logger shape every module takes
 * (`compose()` hands the same one to all). Requests are logged by Fastify's own pino logger
 * (`loggerOptions` below).
 */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** The process's standard output and error. */
export const consoleLogger: Logger = {
  info: (message) => console.info(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

const SECRET_QUERY = /([?&](?:token|code|credential|password)=)[^&#]*/gi;

/** Request URLs as logged: secrets in the query string (reset token, verification code) are masked. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** How the request log is written: one JSON object a line (production, files, log shippers) or short lines for a person. */
export type RequestLogFormat = 'json' | 'pretty';

/**
 * Pretty on a terminal, JSON in production or when the output is piped or redirected (a log
 * collector reads JSON; a newcomer at a terminal reads `GET /api/search 200 3 ms`).
 */
export function requestLogFormat(
  nodeEnv: string,
  stdout: { readonly isTTY?: boolean } = process.stdout,
): RequestLogFormat {
  return nodeEnv !== 'production' && stdout.isTTY === true ? 'pretty' : 'json';
}

/**
 * pino options: never log passwords, tokens, codes or cookies. Fastify logs only method, URL and
 * address of requests; bodies are never logged, and URLs go through `redactUrl`. In the pretty
 * format the same records go through {@link prettyRequestLog} to `destination`.
 */
export function loggerOptions(
  level: string,
  format: RequestLogFormat = 'json',
  destination: LineSink = process.stdout,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(format === 'pretty' ? { stream: prettyRequestLog(destination) } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.code',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}

/** Where pretty lines go (the process's standard output, or a test's collector). */
export interface LineSink {
  write(line: string): unknown;
}

interface LogRecord {
  readonly level?: number;
  readonly time?: number;
  readonly msg?: string;
  readonly reqId?: string;
  readonly req?: { readonly method?: string; readonly url?: string };
  readonly res?: { readonly statusCode?: number };
  readonly responseTime?: number;
  readonly err?: { readonly stack?: string; readonly message?: string };
}

const LEVEL_NAMES: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Requests whose start was seen but not their end; bounded, so aborted requests cannot pile up. */
const MAX_OPEN_REQUESTS = 1000;

const clock = (time: number | undefined): string => new Date(time ?? 0).toTimeString().slice(0, 8);

/**
 * A pino destination that writes one short line per request (`12:03:04 GET /api/search?… 200 3 ms`,
 * from Fastify's "incoming request" and "request completed" records) and one line per other record
 * (`12:03:04 WARN message`, with the error's stack when there is one). Anything that is not a JSON
 * record passes through unchanged.
 */
export function prettyRequestLog(destination: LineSink): LineSink {
  const open = new Map<string, string>();
  return {
    write(chunk: string) {
      let record: LogRecord;
      try {
        record = JSON.parse(chunk) as LogRecord;
      } catch {
        return destination.write(chunk);
      }
      if (record.msg === 'incoming request' && record.reqId && record.req) {
        if (open.size >= MAX_OPEN_REQUESTS) open.delete(open.keys().next().value as string);
        open.set(record.reqId, `${record.req.method ?? '?'} ${record.req.url ?? '?'}`);
        return true;
      }
      if (record.msg === 'request completed' && record.reqId) {
        const request = open.get(record.reqId) ?? 'request';
        open.delete(record.reqId);
        const status = record.res?.statusCode ?? '?';
        const took = Math.round(record.responseTime ?? 0);
        return destination.write(`${clock(record.time)} ${request} ${status} ${took} ms\n`);
      }
      const level = LEVEL_NAMES[record.level ?? 30] ?? 'INFO';
      const detail = record.err?.stack ?? record.err?.message;
      const line = `${clock(record.time)} ${level} ${record.msg ?? ''}${detail ? `\n${detail}` : ''}`;
      return destination.write(`${line}\n`);
    },
  };
}
