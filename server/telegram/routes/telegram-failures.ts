// The one place Telegram's failures become the status and message the user sees.
import { type HttpError, serviceUnavailable } from '../../http/http-error';
import type { GenerateLinkFailure } from '../use-cases/generate-link-token';

const LINK_FAILURE_MESSAGES: Record<GenerateLinkFailure, string> = {
  unavailable: 'Telegram linking is not available at the moment.',
  telegram_unreachable: 'Telegram is not answering right now. Please try again in a moment.',
};

/** Why no link could be made, as the HTTP error the user sees. */
export function linkFailureError(failure: GenerateLinkFailure): HttpError {
  return serviceUnavailable(LINK_FAILURE_MESSAGES[failure]);
}
