// The one place the landing pages' failures become the status and message the owner sees.
import { HttpError } from '../../http/http-error';
import type { LandingPageFailure } from '../landing-page-form';

const FAILURE_MESSAGES = {
  slug_taken: [409, 'A landing page with this slug already exists'],
  not_found: [404, 'Landing page not found'],
  forbidden: [403, 'You can only manage your own landing pages'],
  file_not_found: [404, 'File not found in your uploads'],
  file_in_use: [409, 'A landing page still uses this file; change or delete that page first'],
} as const;

const MIB = 1024 * 1024;
const megabytes = (bytes: number): string => `${Number((bytes / MIB).toFixed(1))} MB`;

/** "Your files use 498.2 MB of your 500 MB; …": the 413 of an upload over the owner's quota. */
export const quotaMessage = (usedBytes: number, quotaBytes: number): string =>
  `Your files use ${megabytes(usedBytes)} of your ${megabytes(quotaBytes)}; delete unused files to upload more.`;

/** A landing-page use case's failure as the HTTP error the owner sees. */
export function landingPageError(
  error: LandingPageFailure | 'not_found' | 'forbidden' | 'file_not_found' | 'file_in_use',
): HttpError {
  if (typeof error !== 'string' && error.kind === 'invalid') return new HttpError(400, error.message);
  if (typeof error !== 'string' && error.kind === 'quota_exceeded')
    return new HttpError(413, quotaMessage(error.usedBytes, error.quotaBytes));
  const [status, message] = FAILURE_MESSAGES[typeof error === 'string' ? error : error.kind];
  return new HttpError(status, message);
}
