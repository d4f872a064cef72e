// Failures Fastify answers before any route or error handler runs, in the `{ success: false,
// error }` shape of every other answer.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const SERVER_FAULT = 'Something went wrong on our side. Please try again.';

/** Addresses whose failures are HTML pages a feature draws (the landing pages), not JSON. */
export interface PageFailures {
  /** A path prefix such as `/landing`; matches the prefix itself and everything below it. */
  readonly prefix: string;
  /** The whole HTML page for `status`. */
  page(status: number): string;
}

/** Fastify's `frameworkErrors`: an address that is not valid percent-encoding, or a too-long part. */
export function frameworkErrorAnswer(pageFailures: readonly PageFailures[] = []) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const pages = pageFailures.find(({ prefix }) => isUnder(request.url, prefix));
    if (!pages) {
      answerFrameworkError(error, request, reply);
      return;
    }
    const status =
      error.code === 'FST_ERR_BAD_URL' ? 400 : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 500;
    reply.status(status).type('text/html; charset=utf-8').send(pages.page(status));
  };
}

function isUnder(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send({ success: false, error: 'The address is not valid: check its %-encoding.' });
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send({ success: false, error: 'A part of the address is too long.' });
  } else {
    reply.status(500).send({ success: false, error: SERVER_FAULT });
  }
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not read (headers over the size limit, a
 * timeout, malformed HTTP) gets a JSON answer on the raw socket, which is then closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request could not be read.'];
  const body = JSON.stringify({ success: false, error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
