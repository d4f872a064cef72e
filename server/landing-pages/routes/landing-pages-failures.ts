// The one place the landing pages' failures become the status and message the owner sees.
import { HttpError } from '../../http/http-error';
import type { LandingPageFailure } from '../landing-page-form';

const FAILURE_MESSAGES = {
  slug_taken: [409, 'A landing page with this slug already exists'],
  not_found: [404, 'Landing page not found'],
  forbidden: [403, 'You can only manage your own landing pages'],
} as const;

/** A landing-page use case's failure as the HTTP error the owner sees. */
export function landingPageError(error: LandingPageFailure | 'not_found' | 'forbidden'): HttpError {
  if (typeof error !== 'string' && error.kind === 'invalid') return new HttpError(400, error.message);
  const [status, message] = FAILURE_MESSAGES[typeof error === 'string' ? error : error.kind];
  return new HttpError(status, message);
}
