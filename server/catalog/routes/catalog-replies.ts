// What the catalog's routes share: the id parameter, cached JSON answers, and failures as the
// status and message a visitor sees.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { MusicItemType } from '@domain/catalog';
import { badRequest, forbidden, type HttpError, notFound, serviceUnavailable } from '../../http/http-error';
import type { AnswerJson, ItemFailure } from '../use-cases/cached-music-read';

export const idParams = z.object({ id: z.string() });

const JSON_TYPE = 'application/json; charset=utf-8';

const NOT_FOUND: Record<MusicItemType, string> = {
  artist: 'Artist not found',
  track: 'Track not found',
  playlist: 'Playlist not found',
};

export const UNAVAILABLE_MESSAGE =
  'The music service is not responding right now. Please try again in a moment.';
export const QUOTA_MESSAGE = 'The music service has limited our requests for now. Please try again later.';

/** Sends an answer kept as JSON text inside the `{ success: true, ... }` envelope, as text. */
export function sendAnswerJson<T extends object>(reply: FastifyReply, answer: AnswerJson<T>): FastifyReply {
  const body = answer === '{}' ? '{"success":true}' : `{"success":true,${answer.slice(1)}`;
  return reply.type(JSON_TYPE).send(body);
}

/** An item page's failure as the HTTP error the visitor sees. */
export function itemFailureError(failure: ItemFailure, type: MusicItemType): HttpError {
  switch (failure) {
    case 'invalid_id':
      return badRequest(`Invalid ${type} id: expected 22 letters and digits.`);
    case 'not_found':
      return notFound(NOT_FOUND[type]);
    case 'forbidden':
      return forbidden(`This ${type} is not available from the music service at our access level.`);
    case 'quota':
      return serviceUnavailable(QUOTA_MESSAGE);
    case 'unavailable':
      return serviceUnavailable(UNAVAILABLE_MESSAGE);
  }
}
