// What the catalog's routes share: the id parameter and cached JSON answers.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AnswerJson } from '../cached-music-read';

export const idParams = z.object({ id: z.string() });

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends an answer kept as JSON text inside the `{ success: true, ... }` envelope, as text. */
export function sendAnswerJson<T extends object>(reply: FastifyReply, answer: AnswerJson<T>): FastifyReply {
  const body = answer === '{}' ? '{"success":true}' : `{"success":true,${answer.slice(1)}`;
  return reply.type(JSON_TYPE).send(body);
}
