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

/**
 * pino options: never log passwords, tokens, codes or cookies. Fastify logs only method, URL and
 * address of requests; bodies are never logged, and URLs go through `redactUrl`.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
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
