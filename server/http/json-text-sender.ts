import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentEncoding, encodeText, preferredEncoding } from './content-encoding';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Below this a compressed answer saves less than its headers and the work cost. */
const SMALLEST_COMPRESSED = 1024;
/** Distinct answers whose compressed bodies are remembered; the oldest is forgotten first. */
const REMEMBERED = 256;

/**
 * Sends finished JSON text (a cached history or list), compressed when the client accepts it. A year
 * of daily points is about 30 KB of JSON and 1-4 KB compressed. Cached answers come back as the same
 * string until a write replaces them, so each one is compressed once per encoding and remembered here
 * (keyed by the text itself: a lookup of the same string compares no characters).
 */
export class JsonTextSender {
  private readonly encoded = new Map<string, Partial<Record<ContentEncoding, Buffer>>>();

  send(request: FastifyRequest, reply: FastifyReply, text: string): FastifyReply {
    reply.type(JSON_TYPE).header('vary', 'accept-encoding');
    const encoding =
      text.length < SMALLEST_COMPRESSED ? null : preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(text);
    return reply.header('content-encoding', encoding).send(this.body(text, encoding));
  }

  private body(text: string, encoding: ContentEncoding): Buffer {
    const known = this.encoded.get(text);
    const remembered = known?.[encoding];
    if (known) {
      // Most recently used last, so the oldest is the first key.
      this.encoded.delete(text);
      this.encoded.set(text, known);
    }
    if (remembered) return remembered;
    const body = encodeText(text, encoding);
    this.encoded.set(text, { ...known, [encoding]: body });
    if (this.encoded.size > REMEMBERED) this.encoded.delete(this.encoded.keys().next().value!);
    return body;
  }
}
