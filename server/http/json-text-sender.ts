import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentEncoding, encodeText, preferredEncoding } from './content-encoding';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Below this a compressed answer saves less than its headers and the work cost. */
const SMALLEST_COMPRESSED = 1024;

interface Encoded {
  readonly text: string;
  readonly bodies: Partial<Record<ContentEncoding, Buffer>>;
}

/**
 * Sends an answer as JSON, compressed when the client accepts it. A year of daily points is about
 * 30 KB of JSON and 1-4 KB compressed. Cached answers come back as the same object until a write
 * replaces them, so each one is serialised once and compressed once per encoding, remembered here
 * beside the object (weakly: a dropped answer takes its text with it).
 */
export class JsonTextSender {
  private readonly encoded = new WeakMap<object, Encoded>();

  send(request: FastifyRequest, reply: FastifyReply, answer: object): FastifyReply {
    const known = this.encodedOf(answer);
    reply.type(JSON_TYPE).header('vary', 'accept-encoding');
    const encoding =
      known.text.length < SMALLEST_COMPRESSED ? null : preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(known.text);
    const body = known.bodies[encoding] ?? encodeText(known.text, encoding);
    known.bodies[encoding] = body;
    return reply.header('content-encoding', encoding).send(body);
  }

  private encodedOf(answer: object): Encoded {
    let known = this.encoded.get(answer);
    if (!known) {
      known = { text: JSON.stringify(answer), bodies: {} };
      this.encoded.set(answer, known);
    }
    return known;
  }
}
