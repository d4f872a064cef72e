// Failures Fastify answers before any route or error handler runs, in the `{ success: false,
// error }` shape of every other answer.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const SERVER_FAULT = 'Something went wrong on our side. Please try again.';

/** Fastify's `frameworkErrors`: an address that is not valid percent-encoding, or a too-long part. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
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
