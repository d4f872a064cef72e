// The one place the analysis's failures become HTTP answers.
import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError } from '../../http/http-error';
import type { AnalysisFailure } from '../analysis-failure';

export const ANALYSIS_UNAVAILABLE = 'Analysis temporarily unavailable. Please try refreshing.';

/** The HTTP error for a failed analysis; the cause goes to the log only. */
export function analysisFailure(request: FastifyRequest, failure: AnalysisFailure): HttpError {
  if (failure.kind === 'not_tracking') return forbidden('Track this playlist first to see its analysis.');
  request.log.warn({ reason: failure.kind, cause: failure.cause }, 'playlist analysis failed');
  return new HttpError(503, ANALYSIS_UNAVAILABLE);
}
