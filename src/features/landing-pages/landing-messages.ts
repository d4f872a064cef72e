// The manager's messages (docs/product.md §8 "Landing pages").
import type { RemoteResult } from '@domain/ports/browser/remote-result';

export const PAGES_LOAD_FAILED = 'Failed to load landing pages';
export const FILES_LOAD_FAILED = 'Failed to load user files';
/** A page's click counts could not be read. */
export const STATS_LOAD_FAILED = 'Failed to load data';
export const DELETE_FAILED = 'Failed to delete landing page';
export const CREATE_FAILED = 'Failed to create landing page';
export const UPDATE_FAILED = 'Failed to update landing page';
export const FILE_SIZE_REJECTED =
  'The server rejected the file size. Please contact support if your file is within the limits.';
export const SERVER_ERROR_520 = 'Server error: The request could not be completed...';

type Failure = Extract<RemoteResult<unknown>, { ok: false }>;

/** What a failed save says: 413 and 520 have their own words; otherwise the server's text, if any. */
export function saveFailureMessage(mode: 'create' | 'edit', failure: Failure): string {
  if (failure.status === 413) return FILE_SIZE_REJECTED;
  if (failure.status === 520) return SERVER_ERROR_520;
  const failed = mode === 'create' ? CREATE_FAILED : UPDATE_FAILED;
  return failure.error ? `${failed}: ${failure.error}` : failed;
}
