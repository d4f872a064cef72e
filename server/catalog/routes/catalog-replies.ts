// What the catalog's routes share: the id parameter and cached JSON answers.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AnswerJson } from '../cached-music-read';

export const idParams = z.object({ id: z.string() });

const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer kept as JSON text, inside the `{ success: true, ... }` envelope. */
export function answerBody<T extends object>(answer: AnswerJson<T>): string {
  return answer === '{}' ? '{"success":true}' : `{"success":true,${answer.slice(1)}`;
}

/** Sends an answer kept as JSON text inside the `{ success: true, ... }` envelope, as text. */
export function sendAnswerJson<T extends object>(reply: FastifyReply, answer: AnswerJson<T>): FastifyReply {
  return reply.type(JSON_TYPE).send(answerBody(answer));
}
